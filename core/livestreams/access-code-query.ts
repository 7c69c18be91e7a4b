import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { accessCodes, ticketOrders } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { instantSchema, iso } from '../serialize/instant';
import { ACCESS_CODE_STATES, accessCodeState } from './access-code-state';

/** What the admin list of access codes may be filtered and sorted on; newest first unless told. */
export const accessCodeQuery: CollectionQuery = {
  name: 'access-codes',
  table: accessCodes,
  id: accessCodes.id,
  fields: {
    id: { type: 'id', column: accessCodes.id },
    label: { type: 'text', column: accessCodes.label },
    conference: { type: 'bool', column: accessCodes.conference },
    seminars: { type: 'bool', column: accessCodes.seminars },
    validUntil: { type: 'date', column: accessCodes.validUntil },
    lastUsedAt: { type: 'date', column: accessCodes.lastUsedAt },
    revokedAt: { type: 'date', column: accessCodes.revokedAt },
    orderId: {
      type: 'id',
      column: accessCodes.orderId,
      description: 'The order that issued it; `orderId_null=true` for handed-out codes',
    },
    created_at: { type: 'date', column: accessCodes.created_at },
  },
  relations: {},
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
};

export const accessCodeSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  conference: z.boolean().describe('Opens the conference hall (5)'),
  seminars: z.boolean().describe('Opens the seminar halls'),
  validUntil: instantSchema.nullable().describe('Opens streams until then; null: until revoked'),
  lastUsedAt: instantSchema.nullable().describe('When a browser last checked it or watched with it (to 15 minutes); null: never'),
  revokedAt: instantSchema.nullable(),
  state: z.enum(ACCESS_CODE_STATES).describe('active (opens streams now), revoked, or expired (after validUntil)'),
  order: z
    .object({
      id: z.number().int(),
      number: z.string().describe('Invoice number: 2021-0001'),
      publicId: z.string(),
      cancelled: z.boolean().describe('The order was cancelled: the code is revoked and read-only'),
    })
    .nullable()
    .describe('The paid ticket order that issued it; null for codes Admins hand out'),
  deletable: z.boolean().describe('Never used and not from an order: it may be deleted; otherwise revoke it'),
  created_at: instantSchema,
});
export type ApiAccessCode = z.infer<typeof accessCodeSchema>;

type Row = { code: typeof accessCodes.$inferSelect; order: ApiAccessCode['order'] };

/** Access codes with the order that issued them (never the hash: nothing outside the check reads it). */
export function selectAccessCodes(db: Db | Tx) {
  return db
    .select({
      code: accessCodes,
      order: {
        id: ticketOrders.id,
        number: ticketOrders.number,
        publicId: ticketOrders.publicId,
        cancelled: sql<boolean>`${ticketOrders.status} = 'cancelled'`.mapWith(Boolean),
      },
    })
    .from(accessCodes)
    .leftJoin(ticketOrders, eq(ticketOrders.id, accessCodes.orderId));
}

export function serializeAccessCode({ code, order }: Row, now = new Date()): ApiAccessCode {
  return {
    id: code.id,
    label: code.label,
    conference: code.conference,
    seminars: code.seminars,
    validUntil: iso(code.validUntil),
    lastUsedAt: iso(code.lastUsedAt),
    revokedAt: iso(code.revokedAt),
    state: accessCodeState(code, now),
    order: order ?? null,
    deletable: code.lastUsedAt === null && code.orderId === null,
    created_at: iso(code.created_at),
  };
}

/** What the audit log keeps of a code: its fields without the hash (the passphrase is never stored at all). */
export function auditedCode(code: typeof accessCodes.$inferSelect): Record<string, unknown> {
  const { codeHash: _secret, ...rest } = code;
  return rest;
}
