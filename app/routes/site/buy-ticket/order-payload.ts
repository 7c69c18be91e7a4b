/**
 * From the BuyTicket form to the body of `POST /api/buy-ticket` (core/tickets/order-input.ts):
 * the figures the buyer sees (unit price after the discount, tier) travel with the order, so
 * the server refuses it rather than charge anything else.
 */
import { BUYER_CONTACT_FIELDS, INVOICE_FIELDS } from '../../../../core/accounts/buyer-fields';
import type { Locale } from '../../../i18n/locale';
import { priceOf, type OrderFormState } from './order-form-state';

/** Buyer fields, named as in the payload and as the form's inputs: the order's own name and e-mail, then the account's. */
export const CONTACT_FIELDS = ['name', 'email', ...BUYER_CONTACT_FIELDS] as const;
/** Every payload field the form shows a message next to. */
export const ORDER_FORM_FIELDS: readonly string[] = ['amount', 'type', 'promocode', ...CONTACT_FIELDS, ...INVOICE_FIELDS];

/** The checkbox that reveals the invoice fields; without it they are not sent at all. */
export const COMPANY_INVOICE = 'companyInvoice';

/** The buyer's fields of a filled form as the payload takes them: the invoice only when asked for. */
export function buyerValues(values: Record<string, string>): Record<string, string> {
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
  return { ...pick(CONTACT_FIELDS), ...(values[COMPANY_INVOICE] ? pick(INVOICE_FIELDS) : {}) };
}

export function orderPayload(
  values: Record<string, string>,
  state: OrderFormState,
  opts: { locale: Locale; vatRate: number; offer?: string | null },
): Record<string, unknown> {
  const count = state.count.trim();
  const price = priceOf(state, opts.vatRate);
  return {
    // Left as typed (a number or nothing), so the schema names what is wrong with it.
    amount: count === '' ? undefined : Number(count),
    promocode: state.promoCode,
    ...buyerValues(values),
    price: price?.unitPrice,
    type: price?.type ?? state.type,
    locale: opts.locale,
    ...(opts.offer ? { offer: opts.offer } : {}),
  };
}

export type SentOrder = { body: string; key: string };

/**
 * The Idempotency-Key for a body: the same filled form sent again (a retry, a double click, an
 * answer lost on the way) keeps its key, so the server creates one order; a changed form is a
 * new order and gets a new key.
 */
export function idempotencyKeyFor(last: SentOrder | null, body: string, newKey: () => string): SentOrder {
  return last && last.body === body ? last : { body, key: newKey() };
}

/** A random UUID v4; randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
