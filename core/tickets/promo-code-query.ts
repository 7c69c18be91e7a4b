import { z } from 'zod';
import { promoCodes } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { schemaFields } from '../query/schema-fields';
import { instantSchema, iso, timestampsSchema } from '../serialize/instant';
import { promoCodeState, PROMO_CODE_STATES } from './promo-code-state';

export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount: z.number().int(),
  active: z.boolean(),
  maxUses: z.number().int().nullable(),
  validFrom: instantSchema.nullable(),
  validUntil: instantSchema.nullable(),
  uses: z.number().int().describe('Orders (not cancelled) that used it'),
  state: z
    .enum(PROMO_CODE_STATES)
    .describe('valid now, or why not: inactive, scheduled (before validFrom), expired (after validUntil), usedUp'),
  ...timestampsSchema,
});
export type ApiPromoCode = z.infer<typeof promoCodeSchema>;

/** What the admin list of promo codes may be filtered and sorted on; newest first unless told. */
export const promoCodeQuery: CollectionQuery = {
  name: 'promocodes',
  table: promoCodes,
  id: promoCodes.id,
  fields: schemaFields(promoCodes, promoCodeSchema),
  relations: {},
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
};

export function serializePromoCode(row: typeof promoCodes.$inferSelect, uses: number, now = new Date()): ApiPromoCode {
  return {
    id: row.id,
    code: row.code,
    discount: row.discount,
    active: row.active,
    maxUses: row.maxUses,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    uses,
    state: promoCodeState(row, uses, now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
