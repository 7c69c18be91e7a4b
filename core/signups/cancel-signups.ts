import { count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { events } from '../../db/schema';
import { eventJoins, eventWaitlist, users } from '../../db/schema';
import { enqueueSignupMail, type SignupMail } from './signup-mail';

type EventRow = typeof events.$inferSelect;

const mailColumns = {
  email: users.email,
  locale: users.locale,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * Ends every seat and waiting-list place of an event that is deleted or taken off the
 * programme, writing each person the cancellation mail in their language (decision 061). Call
 * it with the event's row locked, in the transaction of the delete or unpublish, so no sign-up
 * slips in between. Returns how many people were told.
 */
export async function cancelSignups(tx: Tx, event: EventRow, ctx: SignupMail): Promise<number> {
  const seated = await tx
    .select(mailColumns)
    .from(eventJoins)
    .innerJoin(users, eq(users.id, eventJoins.userId))
    .where(eq(eventJoins.eventId, event.id));
  const waiting = await tx
    .select(mailColumns)
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .where(eq(eventWaitlist.eventId, event.id));
  await tx.delete(eventJoins).where(eq(eventJoins.eventId, event.id));
  await tx.delete(eventWaitlist).where(eq(eventWaitlist.eventId, event.id));
  for (const user of [...seated, ...waiting]) await enqueueSignupMail(tx, 'event-cancelled', user, event, ctx);
  return seated.length + waiting.length;
}

/** How many people hold a seat and how many wait, per event: the admin list's occupancy and the delete question. */
export async function countSignups(db: Db, eventIds: number[]): Promise<Map<number, { taken: number; waiting: number }>> {
  const counts = new Map(eventIds.map((id) => [id, { taken: 0, waiting: 0 }]));
  if (!eventIds.length) return counts;
  const [taken, waiting] = await Promise.all([
    db
      .select({ id: eventJoins.eventId, n: count() })
      .from(eventJoins)
      .where(inArray(eventJoins.eventId, eventIds))
      .groupBy(eventJoins.eventId),
    db
      .select({ id: eventWaitlist.eventId, n: count() })
      .from(eventWaitlist)
      .where(inArray(eventWaitlist.eventId, eventIds))
      .groupBy(eventWaitlist.eventId),
  ]);
  for (const row of taken) counts.get(row.id)!.taken = Number(row.n);
  for (const row of waiting) counts.get(row.id)!.waiting = Number(row.n);
  return counts;
}
