import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { canManageTickets, type Viewer } from '../accounts/policy';
import { ATTENTION_ITEMS, type AttentionList } from './attention-list';

export type OrderAwaitingPayment = {
  id: number;
  number: string;
  name: string;
  totalWithVat: number;
  currency: string;
  dueDate: string;
};

/**
 * Ticket orders invoiced and not paid yet, the longest due first (Admins: orders carry buyers'
 * data and money); null for anyone else.
 */
export async function findOrdersAwaitingPayment(
  db: Db,
  opts: { viewer: Viewer },
): Promise<AttentionList<OrderAwaitingPayment> | null> {
  if (!canManageTickets(opts.viewer)) return null;
  const awaiting = eq(ticketOrders.status, 'awaiting');
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: ticketOrders.id,
        number: ticketOrders.number,
        name: ticketOrders.name,
        totalWithVat: ticketOrders.totalWithVat,
        currency: ticketOrders.currency,
        dueDate: ticketOrders.dueDate,
      })
      .from(ticketOrders)
      .where(awaiting)
      .orderBy(asc(ticketOrders.dueDate), asc(ticketOrders.id))
      .limit(ATTENTION_ITEMS),
    db.select({ n: count() }).from(ticketOrders).where(awaiting),
  ]);
  return { total: Number(total?.n ?? 0), items };
}
