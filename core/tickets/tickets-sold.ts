import { ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketOrders } from '../../db/schema';

/** Tickets in every order that is not cancelled: what the quota counts. */
export async function ticketsSold(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ticketOrders.amount}), 0)::int` })
    .from(ticketOrders)
    .where(ne(ticketOrders.status, 'cancelled'));
  return Number(row?.n ?? 0);
}
