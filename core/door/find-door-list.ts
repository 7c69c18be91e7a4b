import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ticketOrders, tickets, users } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { requireDoorStaff } from './require-door-staff';

export const doorTicketSchema = z.object({
  code: z.string(),
  state: z.enum(['valid', 'cancelled', 'unpaid']),
  holderName: z.string().nullable(),
  admittedAt: z.string().nullable(),
  admittedDevice: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

export const doorListSchema = z.object({
  tickets: z.array(doorTicketSchema),
  /** When the list was read (ISO 8601): an offline device shows how old its copy is. */
  readAt: z.string(),
});
export type DoorList = z.infer<typeof doorListSchema>;

/**
 * Every ticket as the door needs it (decision 116), for an offline scanner to decide without the
 * server: valid or why not, the holder's name, and the first admission. Door staff only.
 */
export async function findDoorList(db: Db, opts: { viewer: Viewer | null; now: Date }): Promise<DoorList> {
  requireDoorStaff(opts.viewer);
  const rows = await db
    .select({
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
    .orderBy(asc(tickets.id));
  return {
    readAt: opts.now.toISOString(),
    tickets: rows.map((r) => ({
      code: r.code,
      state: r.orderStatus === 'cancelled' ? 'cancelled' : r.voidedAt || r.orderStatus !== 'paid' ? 'unpaid' : 'valid',
      holderName: r.holderUserId === null ? null : [r.firstName, r.lastName].filter(Boolean).join(' ') || r.username,
      admittedAt: r.admittedAt ? r.admittedAt.toISOString() : null,
      admittedDevice: r.admittedDevice,
    })),
  };
}
