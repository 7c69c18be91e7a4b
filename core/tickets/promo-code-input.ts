import { z } from 'zod';
import { PROMO_CODE_MAX_LENGTH } from './pricing';
import { boundedInstant } from '../validation/input-fields';

const instant = boundedInstant;

const fields = {
  code: z
    .string()
    .trim()
    .min(1, 'Form.error.required')
    .max(PROMO_CODE_MAX_LENGTH, 'Ticket.promoCode.tooLong')
    .regex(/^[A-Za-z0-9_-]+$/, 'PromoCode.chars')
    // Stored upper case, as printed on vouchers (decision 083); buyers may type any case.
    .transform((v) => v.toUpperCase())
    .describe('Letters without accents, digits, - and _; stored upper case, unique whatever the case'),
  discount: z
    .number()
    .int('PromoCode.discount')
    .min(1, 'PromoCode.discount')
    .max(100, 'PromoCode.discount')
    .describe('Percentage off the price without VAT, 1-100'),
  active: z.boolean().describe('An inactive code is refused as invalid'),
  maxUses: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .nullable()
    .describe('How many orders (not cancelled) may use it; null for any number'),
  validFrom: instant.nullable().describe('Usable from this instant; null: at once'),
  validUntil: instant.nullable().describe('Usable until this instant; null: for ever'),
};

/** validFrom before validUntil when both are set. */
export const windowIsOrdered = (v: { validFrom?: string | null | undefined; validUntil?: string | null | undefined }) =>
  !v.validFrom || !v.validUntil || Date.parse(v.validFrom) < Date.parse(v.validUntil);

/** `POST /api/promocodes`: code and discount are required; active by default, no limit, no window. */
export const promoCodeInput = z
  .object({
    ...fields,
    active: fields.active.default(true),
    maxUses: fields.maxUses.optional(),
    validFrom: fields.validFrom.optional(),
    validUntil: fields.validUntil.optional(),
  })
  .strict()
  .refine(windowIsOrdered, { message: 'PromoCode.window', path: ['validUntil'] });
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

/** `PUT /api/promocodes/{id}`: any subset; the window is checked against the stored values too. */
export const promoCodeUpdateInput = z.object(fields).partial().strict();
export type PromoCodeUpdateInput = z.infer<typeof promoCodeUpdateInput>;
