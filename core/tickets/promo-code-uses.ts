import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { promoCodes, ticketOrders } from '../../db/schema';
import { currentEditionId, editionIdSql, type EditionRef } from '../editions/current-edition';

/** Orders that are not cancelled, per promo code id (codes without any are absent). */
export async function promoCodeUses(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: ticketOrders.promoCodeId, n: count() })
    .from(ticketOrders)
    .where(and(inArray(ticketOrders.promoCodeId, ids), ne(ticketOrders.status, 'cancelled')))
    .groupBy(ticketOrders.promoCodeId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/**
 * The promo code a buyer typed, whatever its case (the unique index on edition and lower(code)
 * finds it), in the current edition unless another is named (an Admin's code of a draft).
 */
export async function findPromoCode(db: Db | Tx, code: string, edition: EditionRef = 'current') {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.editionId, editionIdSql(edition)), eq(sql`lower(${promoCodes.code})`, code.toLowerCase())));
  return row;
}

/**
 * The promo code a buyer typed with its row locked until the transaction ends. `update` (the
 * default) for a code with a limit of uses: redeeming counts its uses and adds one under this
 * lock, so with a limit of N exactly N orders get it however many arrive at once. `share` for a
 * code without a limit, whose uses nothing counts: orders with it run side by side (decision
 * 186). Either way an Admin's change waits for the orders using the code (and the reverse).
 */
export async function lockPromoCode(tx: Tx, code: string, mode: 'update' | 'share' = 'update') {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.editionId, currentEditionId), eq(sql`lower(${promoCodes.code})`, code.toLowerCase())))
    .for(mode);
  return row;
}
