import { describe, expect, it } from 'vitest';
import { orderInput } from '../../../../core/tickets/order-input';
import { validateInput } from '../../../../core/validation/validate-input';
import { initialOrderFormState, orderFormReducer, type OrderFormAction } from './order-form-state';
import { idempotencyKeyFor, newIdempotencyKey, orderPayload } from './order-payload';

const contact = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '+420 601 123 456',
  street: '',
  city: 'Brno',
  zip: '',
  country: 'Česká republika',
};
const invoice = {
  invoiceName: 'Inovace s.r.o.',
  invoiceStreet: 'Technická 1',
  invoiceCity: 'Brno',
  invoiceZip: '612 00',
  invoiceCountry: 'Česká republika',
  invoiceRegnumber: '12345679',
  invoiceVAT: 'CZ12345679',
  billingEmail: 'faktury@inovace.cz',
};
const state = (...actions: OrderFormAction[]) => actions.reduce(orderFormReducer, initialOrderFormState);
const opts = { locale: 'cs' as const, vatRate: 21 };

describe('orderPayload', () => {
  it('sends one standard ticket at the list price, without the invoice fields when no company is invoiced', () => {
    const payload = orderPayload({ ...contact, ...invoice }, initialOrderFormState, opts);
    expect(payload).toEqual({ amount: 1, promocode: '', ...contact, price: 10_900, type: 1, locale: 'cs' });
    const parsed = validateInput(orderInput, payload);
    expect(parsed).toMatchObject({ ok: true, data: { amount: 1, promocode: null, street: null, zip: null } });
  });

  it('sends the discounted unit price and the group tier with a valid code, and the invoice fields when asked for', () => {
    const s = state(
      { type: 'count', value: '5' },
      { type: 'promoCode', value: ' HALF ' },
      { type: 'checkAnswered', code: 'HALF', discount: 50 },
    );
    const payload = orderPayload({ ...contact, ...invoice, companyInvoice: 'on' }, s, { locale: 'en', vatRate: 21 });
    expect(payload).toMatchObject({ amount: 5, promocode: ' HALF ', price: 4_950, type: 2, locale: 'en', ...invoice });
    expect(validateInput(orderInput, payload)).toMatchObject({ ok: true, data: { promocode: 'HALF', invoiceZip: '612 00' } });
  });

  it('gives the schema what was typed, so the form names each problem', () => {
    const payload = orderPayload({ name: ' ', email: 'jana', phone: '' }, state({ type: 'count', value: '' }), opts);
    expect(payload).toMatchObject({ amount: undefined, price: undefined, type: 1 });
    const result = validateInput(orderInput, payload);
    expect(result).toEqual({
      ok: false,
      errors: {
        amount: 'Form.error.required',
        name: 'Form.error.required',
        email: 'Auth.form.error.email.format',
        phone: 'Form.error.required',
      },
    });
    const tooMany = validateInput(orderInput, orderPayload(contact, state({ type: 'count', value: '51' }), opts));
    expect(tooMany).toEqual({ ok: false, errors: { amount: 'Ticket.amount.range' } });
    const longCode = validateInput(orderInput, orderPayload(contact, state({ type: 'promoCode', value: 'x'.repeat(64) }), opts));
    expect(longCode).toEqual({ ok: false, errors: { promocode: 'Ticket.promoCode.tooLong' } });
  });
});

describe('idempotencyKeyFor', () => {
  it('keeps the key for the same body and makes a new one for a changed form', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = idempotencyKeyFor(null, '{"amount":1}', make);
    expect(first).toEqual({ body: '{"amount":1}', key: 'key-1' });
    expect(idempotencyKeyFor(first, '{"amount":1}', make)).toBe(first);
    expect(idempotencyKeyFor(first, '{"amount":2}', make)).toEqual({ body: '{"amount":2}', key: 'key-2' });
  });

  it('makes UUIDs, also where randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const a = newIdempotencyKey();
      expect(a).toMatch(uuid);
      expect(newIdempotencyKey()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
