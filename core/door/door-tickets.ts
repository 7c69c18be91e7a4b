import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets, users } from '../../db/schema';

/**
 * Tickets as the door reads them (decision 116), for a scan and for the list an offline scanner
 * keeps: one query and one rule, so the two never judge a ticket differently.
 */
export function selectDoorTickets(db: Db) {
  return db
    .select({
      id: tickets.id,
      code: tickets.code,
      voidedAt: tickets.voidedAt,
      admittedAt: tickets.admittedAt,
      admittedDevice: tickets.admittedDevice,
      holderUserId: tickets.holderUserId,
      orderStatus: ticketOrders.status,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .leftJoin(users, eq(users.id, tickets.holderUserId))
    .$dynamic();
}

export type DoorTicketRow = Awaited<ReturnType<ReturnType<typeof selectDoorTickets>['execute']>>[number];

/** Why a ticket does not admit although it exists: its order was cancelled, or its payment is missing or was taken back. */
export const ticketRefusal = (t: Pick<DoorTicketRow, 'orderStatus' | 'voidedAt'>): 'cancelled' | 'unpaid' | null =>
  t.orderStatus === 'cancelled' ? 'cancelled' : t.voidedAt || t.orderStatus !== 'paid' ? 'unpaid' : null;

/** The holder's name once someone claimed the ticket: first and last name, else the username. */
export function holderName(t: Pick<DoorTicketRow, 'holderUserId' | 'firstName' | 'lastName' | 'username'>): string | null {
  if (t.holderUserId === null) return null;
  return [t.firstName, t.lastName].filter(Boolean).join(' ') || t.username;
}
