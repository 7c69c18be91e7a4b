import type { promoCodes } from '../../db/schema';

export const PROMO_CODE_STATES = ['valid', 'inactive', 'scheduled', 'expired', 'usedUp'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

type Rules = Pick<typeof promoCodes.$inferSelect, 'active' | 'validFrom' | 'validUntil' | 'maxUses'>;

/**
 * Whether a promo code gives its discount now, or why not. `uses` counts the orders that are
 * not cancelled: a cancelled order gives its use back. The window is [validFrom, validUntil).
 */
export function promoCodeState(code: Rules, uses: number, now: Date): PromoCodeState {
  if (!code.active) return 'inactive';
  if (code.validFrom && now < code.validFrom) return 'scheduled';
  if (code.validUntil && now >= code.validUntil) return 'expired';
  if (code.maxUses !== null && uses >= code.maxUses) return 'usedUp';
  return 'valid';
}

/** Why a known code gives no discount, as the order and the check say it (decision 083). */
export const PROMO_REFUSAL = {
  inactive: 'Ticket.promoCode.inactive',
  scheduled: 'Ticket.promoCode.notYetValid',
  expired: 'Ticket.promoCode.expired',
  usedUp: 'Ticket.promoCode.usedUp',
} as const satisfies Record<Exclude<PromoCodeState, 'valid'>, string>;
export type PromoRefusal = (typeof PROMO_REFUSAL)[keyof typeof PROMO_REFUSAL] | 'Ticket.promoCode.invalid';
