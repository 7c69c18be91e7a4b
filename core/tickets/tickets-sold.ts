import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { currentEditionId } from '../editions/current-edition';

/** Tickets in every order of the current edition that is not cancelled: what its quota counts. */
export async function ticketsSold(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ticketOrders.amount}), 0)::int` })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.editionId, currentEditionId), ne(ticketOrders.status, 'cancelled')));
  return Number(row?.n ?? 0);
}
