import { describe, expect, it } from 'vitest';
import {
  canCheckPromo,
  discountOf,
  initialOrderFormState,
  isCheckDisabled,
  needsPromoCheck,
  orderFormReducer,
  parseCount,
  priceOf,
  type OrderFormAction,
  type OrderFormState,
} from './order-form-state';

const run = (...actions: OrderFormAction[]): OrderFormState => actions.reduce(orderFormReducer, initialOrderFormState);

describe('BuyTicket form state', () => {
  it('starts with one standard ticket, no code, editing', () => {
    expect(initialOrderFormState).toMatchObject({ count: '1', type: 1, promoCode: '', phase: 'editing' });
    expect(initialOrderFormState.promo).toEqual({ status: 'unchecked' });
  });

  it('makes a count under 3 the standard tier and 3 or more the group tier', () => {
    expect(run({ type: 'count', value: '2' }).type).toBe(1);
    expect(run({ type: 'count', value: '3' }).type).toBe(2);
    expect(run({ type: 'count', value: '50' }).type).toBe(2);
    expect(run({ type: 'count', value: '5' }, { type: 'count', value: '1' }).type).toBe(1);
  });

  it('keeps the tier while the count is empty or outside 1-50', () => {
    const group = run({ type: 'count', value: '4' });
    for (const value of ['', '0', '51', '2.5', 'abc']) {
      const next = orderFormReducer(group, { type: 'count', value });
      expect(next).toMatchObject({ count: value, type: 2 });
    }
  });

  it('sets the count to 1 for standard and 3 for group', () => {
    expect(run({ type: 'count', value: '7' }, { type: 'tier', tier: 1 })).toMatchObject({ type: 1, count: '1' });
    expect(run({ type: 'tier', tier: 2 })).toMatchObject({ type: 2, count: '3' });
  });

  it('reads a count only as a whole number from 1 to 50', () => {
    expect([' 1 ', '3', '50'].map(parseCount)).toEqual([1, 3, 50]);
    expect(['', '0', '51', '-1', '2.5', '1e1', 'x'].map(parseCount)).toEqual([null, null, null, null, null, null, null]);
  });

  it('checks a promo code only with 1-63 characters and no check running', () => {
    expect(canCheckPromo(run({ type: 'promoCode', value: 'A' }))).toBe(true);
    expect(canCheckPromo(run({ type: 'promoCode', value: 'x'.repeat(63) }))).toBe(true);
    expect(canCheckPromo(run({ type: 'promoCode', value: 'x'.repeat(64) }))).toBe(false);
    expect(canCheckPromo(run({ type: 'promoCode', value: '   ' }))).toBe(false);
    expect(canCheckPromo(run({ type: 'promoCode', value: 'HALF' }, { type: 'checkStarted', code: 'HALF' }))).toBe(false);
  });

  it('disables the check button when the field is empty, while sending and while checking', () => {
    expect(isCheckDisabled(initialOrderFormState)).toBe(true);
    expect(isCheckDisabled(run({ type: 'promoCode', value: 'HALF' }))).toBe(false);
    expect(isCheckDisabled(run({ type: 'promoCode', value: 'HALF' }, { type: 'send' }))).toBe(true);
    expect(isCheckDisabled(run({ type: 'promoCode', value: 'HALF' }, { type: 'checkStarted', code: 'HALF' }))).toBe(true);
    // Too long is not disabled: pressing it says why the code cannot be checked.
    expect(isCheckDisabled(run({ type: 'promoCode', value: 'x'.repeat(64) }))).toBe(false);
  });

  it('goes unchecked → checking → valid with the discount, or invalid with why it gives none', () => {
    const typed = run({ type: 'promoCode', value: ' HALF ' });
    const checking = orderFormReducer(typed, { type: 'checkStarted', code: 'HALF' });
    expect(checking.promo).toEqual({ status: 'checking', code: 'HALF' });
    const valid = orderFormReducer(checking, { type: 'checkAnswered', code: 'HALF', discount: 50 });
    expect(valid.promo).toEqual({ status: 'valid', code: 'HALF', discount: 50 });
    expect(discountOf(valid)).toBe(50);
    const invalid = orderFormReducer(checking, { type: 'promoRefused', code: 'HALF', reason: 'Ticket.promoCode.expired' });
    expect(invalid.promo).toEqual({ status: 'invalid', code: 'HALF', reason: 'Ticket.promoCode.expired' });
    expect(discountOf(invalid)).toBe(0);
  });

  it('forgets the check when the code is edited, and ignores an answer for an older code', () => {
    const valid = run(
      { type: 'promoCode', value: 'HALF' },
      { type: 'checkStarted', code: 'HALF' },
      { type: 'checkAnswered', code: 'HALF', discount: 50 },
    );
    const edited = orderFormReducer(valid, { type: 'promoCode', value: 'HALF2' });
    expect(edited.promo).toEqual({ status: 'unchecked' });
    expect(discountOf(edited)).toBe(0);
    expect(orderFormReducer(edited, { type: 'checkAnswered', code: 'HALF', discount: 50 })).toBe(edited);
  });

  it('keeps a check that did not answer (rate limit, network) unchecked with its reason', () => {
    const s = run(
      { type: 'promoCode', value: 'HALF' },
      { type: 'checkStarted', code: 'HALF' },
      { type: 'checkFailed', code: 'HALF', error: 'Auth.form.error.ratelimit' },
    );
    expect(s.promo).toEqual({ status: 'unchecked', error: 'Auth.form.error.ratelimit' });
    expect(needsPromoCheck(s)).toBe(true);
    expect(needsPromoCheck(initialOrderFormState)).toBe(false);
  });

  it('marks a code the order refused as invalid', () => {
    const s = run(
      { type: 'promoCode', value: 'HALF' },
      { type: 'checkAnswered', code: 'HALF', discount: 50 },
      { type: 'promoRefused', code: 'HALF', reason: 'Ticket.promoCode.usedUp' },
    );
    expect(s.promo).toEqual({ status: 'invalid', code: 'HALF', reason: 'Ticket.promoCode.usedUp' });
  });

  it('goes editing → sending → sent, and back to editing on a failure', () => {
    expect(run({ type: 'send' }).phase).toBe('sending');
    expect(run({ type: 'send' }, { type: 'sent' }).phase).toBe('sent');
    expect(run({ type: 'send' }, { type: 'failed' }).phase).toBe('editing');
  });

  it('prices the order live: the spec figures with and without a code', () => {
    expect(priceOf(initialOrderFormState, 21)).toMatchObject({ unitPrice: 10_900, totalWithoutVat: 10_900, vat: 2_289 });
    const five = run(
      { type: 'count', value: '5' },
      { type: 'promoCode', value: 'HALF' },
      { type: 'checkAnswered', code: 'HALF', discount: 50 },
    );
    expect(priceOf(five, 21)).toMatchObject({
      type: 2,
      listUnitPrice: 9_900,
      unitPrice: 4_950,
      totalWithoutVat: 24_750,
      vat: 5_198,
      totalWithVat: 29_948,
    });
    expect(priceOf(run({ type: 'count', value: '' }), 21)).toBeNull();
  });
});
