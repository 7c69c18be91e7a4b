import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { takeGuess, type CountedAttempts } from '../rate-limit/limits';
import { assertSafeParam } from '../validation/safe-params';
import { PROMO_CODE_MAX_LENGTH } from './pricing';
import { PROMO_REFUSAL, promoCodeState } from './promo-code-state';
import { findPromoCode, promoCodeUses } from './promo-code-uses';

/** The spec's promo code check result: the discount percentage, or false for a code that gives none. */
export const promoCheckSchema = z.object({
  success: z.boolean(),
  discount: z.union([z.number().int().min(1).max(100), z.literal(false)]),
  reason: z
    .enum(['Ticket.promoCode.invalid', ...Object.values(PROMO_REFUSAL)])
    .optional()
    .describe('Why a code gives no discount: unknown, inactive, not yet valid, expired or used up'),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;

/**
 * Whether a promo code gives a discount now (the BuyTicket page's check button): a code that
 * gives none answers `{success: false, discount: false, reason}`, the reason telling an unknown
 * code from an inactive, not yet valid, expired or used-up one (decision 083). Each such "no"
 * counts on the caller's guess limit (429 over it), which keeps guessing as slow as before; a
 * code that gives its discount is given back (decision 058). A code over 63 characters, or with
 * NUL or a lone surrogate, is 400.
 */
export async function checkPromoCode(db: Db, opts: { code: string; guesses: CountedAttempts; now?: Date }): Promise<PromoCheck> {
  const guess = await takeGuess(opts.guesses.limiter, opts.guesses.key, { field: 'code' });
  const code = opts.code.trim();
  if (code.length > PROMO_CODE_MAX_LENGTH) throw new AppError('Ticket.promoCode.tooLong', { field: 'code' });
  assertSafeParam('code', code);
  const row = code ? await findPromoCode(db, code) : undefined;
  if (!row) return { success: false, discount: false, reason: 'Ticket.promoCode.invalid' };
  const uses = (await promoCodeUses(db, [row.id])).get(row.id) ?? 0;
  const state = promoCodeState(row, uses, opts.now ?? new Date());
  if (state !== 'valid') return { success: false, discount: false, reason: PROMO_REFUSAL[state] };
  await guess.giveBack();
  return { success: true, discount: row.discount };
}
