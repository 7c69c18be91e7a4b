import { asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { eventJoins, ticketOrders, tickets, users } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { instantSchema, iso } from '../serialize/instant';
import { authorized } from '../authorization/authorize';
import { displayName } from '../accounts/display-name';

export const adminOrderTicketSchema = z.object({
  code: z.string(),
  state: z.enum(['free', 'claimed', 'void']).describe('void: the order was cancelled (decision 053)'),
  /** Who holds it, or held it when it became void; null when unclaimed or the account is gone. */
  holder: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  claimedAt: instantSchema.nullable(),
  voidedAt: instantSchema.nullable(),
  holderSeminarSeats: z
    .number()
    .int()
    .describe('The seminar seats the holder has taken; voiding a ticket leaves them, as a release does'),
});
export type AdminOrderTicket = z.infer<typeof adminOrderTicketSchema>;

/**
 * An order's tickets for the admin area (Admins): each code, valid or void, who holds or held it,
 * and how many seminar seats that holder has, so an organiser sees what a cancel left in place.
 * An unknown order is 404.
 */
export async function findOrderTickets(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<AdminOrderTicket[]> {
  authorized(opts.viewer, 'tickets.manage');
  const [order] = await db.select({ id: ticketOrders.id }).from(ticketOrders).where(eq(ticketOrders.id, opts.id));
  if (!order) throw notFound('Order');
  const rows = await db
    .select({
      code: tickets.code,
      claimedAt: tickets.claimedAt,
      voidedAt: tickets.voidedAt,
      holderId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.holderUserId))
    .where(eq(tickets.orderId, order.id))
    .orderBy(asc(tickets.id));
  const holderIds = rows.flatMap((r) => (r.holderId === null ? [] : [r.holderId]));
  const seats = holderIds.length
    ? await db
        .select({ userId: eventJoins.userId, n: count() })
        .from(eventJoins)
        .where(inArray(eventJoins.userId, holderIds))
        .groupBy(eventJoins.userId)
    : [];
  return rows.map((r) => ({
    code: r.code,
    state: r.voidedAt ? 'void' : r.claimedAt ? 'claimed' : 'free',
    holder:
      r.holderId === null
        ? null
        : {
            id: r.holderId,
            name: displayName({ username: r.username ?? `#${r.holderId}`, firstName: r.firstName, lastName: r.lastName }),
          },
    claimedAt: iso(r.claimedAt),
    voidedAt: iso(r.voidedAt),
    holderSeminarSeats: seats.find((s) => s.userId === r.holderId)?.n ?? 0,
  }));
}
