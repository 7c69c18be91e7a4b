import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { holderName, selectDoorTickets, ticketRefusal } from './door-tickets';
import { authorized } from '../authorization/authorize';

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
  authorized(opts.viewer, 'door.scan');
  const rows = await selectDoorTickets(db).orderBy(asc(tickets.id));
  return {
    readAt: opts.now.toISOString(),
    tickets: rows.map((r) => ({
      code: r.code,
      state: ticketRefusal(r) ?? 'valid',
      holderName: holderName(r),
      admittedAt: r.admittedAt ? r.admittedAt.toISOString() : null,
      admittedDevice: r.admittedDevice,
    })),
  };
}
