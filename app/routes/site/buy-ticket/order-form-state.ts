/**
 * The BuyTicket form's state rules (public-site.md 4 and 5), pure so they are tested apart
 * from the page: the tier follows the count and the count follows the tier, a promo code goes
 * unchecked → checking → valid or invalid, and the form goes editing → sending → sent (a
 * failure returns it to editing).
 */
import {
  MAX_TICKETS,
  MIN_TICKETS,
  PROMO_CODE_MAX_LENGTH,
  countForType,
  priceOrder,
  ticketTypeFor,
  type OrderPrice,
  type TicketType,
} from '../../../../core/tickets/pricing';
import type { ErrorCode } from '../../../../core/errors/error-codes';

export type PromoState =
  /** Nothing checked yet, or the code changed since: no discount. `error` says why a check did not answer. */
  | { status: 'unchecked'; error?: ErrorCode }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; discount: number }
  /** The spec's "discount false". */
  | { status: 'invalid'; code: string; reason: ErrorCode };

export type OrderPhase = 'editing' | 'sending' | 'sent';

export type OrderFormState = {
  /** The count as typed, so the field may be empty or wrong for a while. */
  count: string;
  type: TicketType;
  promoCode: string;
  promo: PromoState;
  phase: OrderPhase;
};

export type OrderFormAction =
  | { type: 'count'; value: string }
  | { type: 'tier'; tier: TicketType }
  | { type: 'promoCode'; value: string }
  | { type: 'checkStarted'; code: string }
  | { type: 'checkAnswered'; code: string; discount: number }
  | { type: 'checkFailed'; code: string; error: ErrorCode }
  | { type: 'promoRefused'; code: string; reason: ErrorCode }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'failed' };

export const initialOrderFormState: OrderFormState = {
  count: String(MIN_TICKETS),
  type: 1,
  promoCode: '',
  promo: { status: 'unchecked' },
  phase: 'editing',
};

/** The typed count when it is a whole number from 1 to 50, else null. */
export function parseCount(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= MIN_TICKETS && n <= MAX_TICKETS ? n : null;
}

export function orderFormReducer(state: OrderFormState, action: OrderFormAction): OrderFormState {
  switch (action.type) {
    case 'count': {
      // A count under 3 is the standard tier, 3 and more the group tier; an unfinished count keeps the tier.
      const n = parseCount(action.value);
      return { ...state, count: action.value, type: n === null ? state.type : ticketTypeFor(n) };
    }
    case 'tier':
      // Choosing standard sets the count to 1, group to 3.
      return { ...state, type: action.tier, count: String(countForType(action.tier)) };
    case 'promoCode':
      // Another code: the last check's answer no longer applies.
      return { ...state, promoCode: action.value, promo: { status: 'unchecked' } };
    case 'checkStarted':
      return { ...state, promo: { status: 'checking', code: action.code } };
    case 'checkAnswered':
      // An answer for a code that has been edited since is stale.
      if (action.code !== state.promoCode.trim()) return state;
      return { ...state, promo: { status: 'valid', code: action.code, discount: action.discount } };
    case 'checkFailed':
      if (action.code !== state.promoCode.trim()) return state;
      return { ...state, promo: { status: 'unchecked', error: action.error } };
    case 'promoRefused':
      // The check found the code gives no discount, or the order itself refused it (used up since the check, or withdrawn).
      if (action.code !== state.promoCode.trim()) return state;
      return { ...state, promo: { status: 'invalid', code: action.code, reason: action.reason } };
    case 'send':
      return { ...state, phase: 'sending' };
    case 'sent':
      return { ...state, phase: 'sent' };
    case 'failed':
      return { ...state, phase: 'editing' };
  }
}

/** The check may run: the code has 1-63 characters and no check is running (spec 5). */
export function canCheckPromo(state: OrderFormState): boolean {
  const code = state.promoCode.trim();
  return code.length >= 1 && code.length <= PROMO_CODE_MAX_LENGTH && state.promo.status !== 'checking';
}

/** The check button is disabled when the field is empty, while sending or while checking (spec 5). */
export function isCheckDisabled(state: OrderFormState): boolean {
  return state.promoCode.trim() === '' || state.phase === 'sending' || state.promo.status === 'checking';
}

/** The discount percentage the summary and the order use: a valid code's, otherwise none. */
export function discountOf(state: OrderFormState): number {
  return state.promo.status === 'valid' && state.promo.code === state.promoCode.trim() ? state.promo.discount : 0;
}

/** A typed code that has not been answered yet: the order checks it before it is sent. */
export function needsPromoCheck(state: OrderFormState): boolean {
  return state.promoCode.trim() !== '' && (state.promo.status === 'unchecked' || state.promo.status === 'checking');
}

/** The order's figures as the summary shows them, null while the count is not 1-50. */
export function priceOf(state: OrderFormState, vatRate: number): OrderPrice | null {
  const count = parseCount(state.count);
  return count === null ? null : priceOrder({ count, discount: discountOf(state), vatRate });
}
