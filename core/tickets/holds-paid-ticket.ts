import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import { currentEditionId } from '../editions/current-edition';

/**
 * Whether the user holds a valid ticket of a paid order of the current edition (decision 146): the one kind of ticket that opens the
 * conference hall by the session alone (decision 081). A self-declared or granted `hasTicket`
 * is not one, nor a ticket of a cancelled order (void) or of a payment taken back (void too).
 */
export async function holdsPaidTicket(db: Db, userId: number): Promise<boolean> {
  const [held] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .where(
      and(
        eq(tickets.holderUserId, userId),
        eq(tickets.editionId, currentEditionId),
        isNull(tickets.voidedAt),
        eq(ticketOrders.status, 'paid'),
      ),
    )
    .limit(1);
  return held !== undefined;
}
