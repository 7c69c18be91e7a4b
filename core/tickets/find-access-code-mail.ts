import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import { currentEditionId } from '../editions/current-edition';

/**
 * Where a signed-in ticket holder's conference access password went. It is stored hashed
 * (decision 031), so no page can show it; settleOrder mails it to the buyer's e-mail
 * (`order.email`, never the billing address) when the order is paid. buyer: the user placed a
 * paid order (its newest); colleague: they claimed a ticket of someone else's paid order;
 * granted: a ticket an Admin granted or they declared, from no order we know of.
 */
export type AccessCodeMail =
  { kind: 'buyer'; orderNumber: string; email: string } | { kind: 'colleague'; orderNumber: string } | { kind: 'granted' };

/** Where the access password of a user with a ticket (or paid orders) of the current edition was sent; null for anyone else (decisions 072, 146). */
export async function findAccessCodeMail(db: Db, user: { id: number; hasTicket: boolean }): Promise<AccessCodeMail | null> {
  const [bought] = await db
    .select({ number: ticketOrders.number, email: ticketOrders.email })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.userId, user.id), eq(ticketOrders.editionId, currentEditionId), eq(ticketOrders.status, 'paid')))
    .orderBy(desc(ticketOrders.paidAt), desc(ticketOrders.id))
    .limit(1);
  if (bought) return { kind: 'buyer', orderNumber: bought.number, email: bought.email };
  const [held] = await db
    .select({ number: ticketOrders.number })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .where(
      and(
        eq(tickets.holderUserId, user.id),
        eq(tickets.editionId, currentEditionId),
        isNull(tickets.voidedAt),
        eq(ticketOrders.status, 'paid'),
      ),
    );
  if (held) return { kind: 'colleague', orderNumber: held.number };
  return user.hasTicket ? { kind: 'granted' } : null;
}
