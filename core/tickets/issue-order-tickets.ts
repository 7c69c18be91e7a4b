import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tickets, ticketOrders } from '../../db/schema';
import { setHasTicket } from '../editions/current-edition';
import { newTicketCode } from './ticket-code';

export type IssuedTickets = {
  /** Every code of the order, in the order they were issued, the buyer's own included. */
  codes: string[];
  /** The code given to the buyer's account, when it got one now or before. */
  buyerCode: string | null;
};

/**
 * Gives a paid order its tickets: `order.amount` codes, made once (a second call answers the
 * same codes), and one of them to the buyer's account when the order has one and that account
 * holds no ticket of the order's edition yet; the buyer's `hasTicket` for that edition is then set in the same transaction
 * (decision 032). Call it in the transaction that marks the order paid. The order row is
 * locked, so two calls for one order make its tickets once.
 */
export async function issueOrderTickets(
  tx: Tx,
  order: Pick<typeof ticketOrders.$inferSelect, 'id' | 'amount' | 'userId' | 'editionId'>,
): Promise<IssuedTickets> {
  await tx.select({ id: ticketOrders.id }).from(ticketOrders).where(eq(ticketOrders.id, order.id)).for('update');
  // Valid tickets only: those of a payment taken back (markOrderUnpaid) are void and replaced.
  const valid = () =>
    tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, order.id), isNull(tickets.voidedAt)))
      .orderBy(asc(tickets.id));
  let rows = await valid();
  if (rows.length < order.amount) {
    const missing = order.amount - rows.length;
    await tx
      .insert(tickets)
      .values(Array.from({ length: missing }, () => ({ orderId: order.id, editionId: order.editionId, code: newTicketCode() })));
    rows = await valid();
  }
  let buyerCode = order.userId ? (rows.find((t) => t.holderUserId === order.userId)?.code ?? null) : null;
  if (order.userId && !buyerCode) {
    const [held] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.holderUserId, order.userId), eq(tickets.editionId, order.editionId), isNull(tickets.voidedAt)));
    const free = rows.find((t) => t.holderUserId === null && t.claimedAt === null);
    if (!held && free) {
      const [given] = await tx
        .update(tickets)
        .set({ holderUserId: order.userId, claimedAt: new Date() })
        .where(and(eq(tickets.id, free.id), isNull(tickets.holderUserId), isNull(tickets.claimedAt)))
        .returning();
      if (given) {
        await setHasTicket(tx, order.userId, true, order.editionId);
        buyerCode = given.code;
      }
    }
  }
  return { codes: rows.map((t) => t.code), buyerCode };
}
