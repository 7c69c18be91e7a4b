/**
 * The BuyTicket page's two calls to the API, made from the browser like the seminar sign-up
 * box's: `GET /api/promocodes/check/{code}` and `POST /api/buy-ticket`. Not a route action
 * (as the account forms use): the promo check and the live price need JavaScript anyway, the
 * order carries an Idempotency-Key made once per filled form, and the API is the one place
 * that prices, redeems and numbers orders. Each answer becomes what the form shows: a
 * discount, an order to thank for, or codes for the fields and the form.
 */
import { isErrorCode, type ErrorCode } from '../../../../core/errors/error-codes';
import type { FieldErrors } from '../../../../core/errors/field-errors';
import { apiCall, type ApiResult } from '../../../forms/api-client';
import { refusalFields } from '../../../forms/refusal-fields';
import type { MessageKey } from '../../../i18n/messages/cs';
import { PROMO_CODE_MAX_LENGTH } from '../../../../core/tickets/pricing';

const PROMO_REFUSALS: readonly string[] = [
  'Ticket.promoCode.invalid',
  'Ticket.promoCode.usedUp',
  'Ticket.promoCode.expired',
  'Ticket.promoCode.notYetValid',
  'Ticket.promoCode.inactive',
  'Ticket.promoCode.tooLong',
];

/** A code longer than any the API keeps, refused without asking it; null when its length is fine. */
export function promoCodeTooLong(code: string): ErrorCode | null {
  return code.length > PROMO_CODE_MAX_LENGTH ? 'Ticket.promoCode.tooLong' : null;
}

/** `POST /api/buy-ticket`'s answer: the order as the server priced it. */
export type OrderConfirmation = {
  /** The public order id (core/tickets/ticket-order-schema.ts). */
  id: string;
  number: string;
  variableSymbol: string;
  status: 'awaiting' | 'paid';
  amount: number;
  type: 1 | 2;
  unitPrice: number;
  discount: number;
  totalWithoutVat: number;
  vat: number;
  totalWithVat: number;
  currency: string;
  dueDate: string;
  /** The secret of the order's page, where the buyer goes next (decision 080). */
  pageToken: string;
  /** A signed-in buyer's order: linked to their account, where the Me page lists it. */
  profileUpdated: boolean;
};

export type PromoAnswer = { discount: number } | { discount: false; reason: ErrorCode } | { error: ErrorCode };

/** Checks a code: its discount, or false with why it gives none (unknown, expired…), or why the check did not answer. */
export async function checkPromoCode(code: string): Promise<PromoAnswer> {
  const res = await apiCall<{ success: boolean; discount: number | false; reason?: string }>(
    'GET',
    `/promocodes/check/${encodeURIComponent(code)}`,
  );
  if (res.ok) {
    if (res.data.success && typeof res.data.discount === 'number') return { discount: res.data.discount };
    const reason = res.data.reason;
    return {
      discount: false,
      reason: reason && PROMO_REFUSALS.includes(reason) ? (reason as ErrorCode) : 'Ticket.promoCode.invalid',
    };
  }
  if (res.status === 429) return { error: 'Auth.form.error.ratelimit' };
  return { error: isErrorCode(res.code) ? res.code : 'Request.internal' };
}

/** Sends the order; the same key for the same filled form makes a retry safe. */
export function sendOrder(payload: unknown, idempotencyKey: string): Promise<ApiResult<{ data: OrderConfirmation }>> {
  return apiCall<{ data: OrderConfirmation }>('POST', '/buy-ticket', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export type OrderRefusal = {
  /** Messages next to the fields the form shows. */
  fields: FieldErrors;
  /** A message about the whole order (sold out, price changed, no connection), null when the fields say it all. */
  notice: { message: MessageKey; params: Record<string, string | number> } | null;
  /** The order refused the promo code: the field turns invalid. */
  promo: ErrorCode | null;
};

/**
 * A refused order as the form shows it: its field codes from the one refusal mapper
 * (`refusalFields`, decision 109) on the form's `shown` fields (`ORDER_FORM_FIELDS`), and a
 * notice about the whole order when they do not say it all.
 */
export function readOrderRefusal(res: Extract<ApiResult<unknown>, { ok: false }>, shown: readonly string[]): OrderRefusal {
  if (res.status === 0) return { fields: {}, notice: { message: 'ticket.offline', params: {} }, promo: null };
  const { form: _whole, ...fields } = refusalFields(res, shown) ?? {};
  const unplaced = Object.keys(res.fields).some((field) => !shown.includes(field));
  const promo = PROMO_REFUSALS.includes(res.code) ? (res.code as ErrorCode) : null;
  if (promo) fields.promocode = promo;
  const code: ErrorCode =
    res.status === 429 ? 'Auth.form.error.ratelimit' : isErrorCode(res.code) ? res.code : 'Request.internal';
  const placed = Object.keys(fields).length > 0 && !unplaced;
  return { fields, notice: placed ? null : { message: code, params: res.params }, promo };
}
