import { and, asc, count, eq } from 'drizzle-orm';
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
  /** What is still to pay, haléře (the ledger's sum short of the total, decision 075). */
  missingMinor: number;
};

/**
 * Ticket orders not paid yet, the longest due first: those with nothing paid (`awaiting`), or
 * those partly paid (`partlyPaid`, decision 075), each card of the admin home its own (Admins:
 * orders carry buyers' data and money); null for anyone else.
 */
export async function findOrdersAwaitingPayment(
  db: Db,
  opts: { viewer: Viewer; state?: 'awaiting' | 'partlyPaid' },
): Promise<AttentionList<OrderAwaitingPayment> | null> {
  if (!canManageTickets(opts.viewer)) return null;
  const awaiting = and(eq(ticketOrders.status, 'awaiting'), eq(ticketOrders.paymentState, opts.state ?? 'awaiting'));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: ticketOrders.id,
        number: ticketOrders.number,
        name: ticketOrders.name,
        totalWithVat: ticketOrders.totalWithVat,
        currency: ticketOrders.currency,
        dueDate: ticketOrders.dueDate,
        paidMinor: ticketOrders.paidMinor,
      })
      .from(ticketOrders)
      .where(awaiting)
      .orderBy(asc(ticketOrders.dueDate), asc(ticketOrders.id))
      .limit(ATTENTION_ITEMS),
    db.select({ n: count() }).from(ticketOrders).where(awaiting),
  ]);
  return {
    total: Number(total?.n ?? 0),
    items: items.map(({ paidMinor, ...o }) => ({ ...o, missingMinor: o.totalWithVat * 100 - paidMinor })),
  };
}
