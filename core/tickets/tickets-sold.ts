import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { editionIdSql, type EditionRef } from '../editions/current-edition';

/** Tickets in every order of an edition (the current one unless named) that is not cancelled: what its quota counts. */
export async function ticketsSold(db: Db | Tx, edition: EditionRef = 'current'): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ticketOrders.amount}), 0)::int` })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.editionId, editionIdSql(edition)), ne(ticketOrders.status, 'cancelled')));
  return Number(row?.n ?? 0);
}
