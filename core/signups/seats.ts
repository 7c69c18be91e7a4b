import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventJoins, events, eventWaitlist, users } from '../../db/schema';
import { EVENT_TYPE } from '../events/event-types';
import { enqueueSignupMail, type SignupMail } from './signup-mail';
import type { SignupState } from './signup-input';
import { takesJoins } from './signup-window';

type EventRow = typeof events.$inferSelect;

/** Locks the event's row for the rest of the transaction: every change of its seats or queue takes this lock first. */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

/** A published seminar: the one kind of event with seats and a queue. */
export const takesSignups = (event: Pick<EventRow, 'eventtypeId' | 'published_at'>) =>
  event.eventtypeId === EVENT_TYPE.seminar && event.published_at !== null;

export async function seatsTaken(db: Db | Tx, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventJoins).where(eq(eventJoins.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** The free seats with `taken` taken; null for a seminar without a seat limit. */
export const seatsLeftOf = (event: EventRow, taken: number) =>
  event.max_users === null ? null : Math.max(0, event.max_users - taken);

/**
 * Gives free seats to the first people waiting, in queue order, with a mail each. Call it with
 * the event's row locked (lockEvent, or an UPDATE of the row in the same transaction), so the
 * seats counted are the seats there are and nobody is seated beyond max_users. Only a
 * published seminar that has not started seats anyone (decision 071): a seat freed later stays
 * free, and the queue stays as the record of who waited (`now`: the programme clock's).
 * Returns the promoted user ids and the seats taken after.
 */
export async function fillFreeSeats(
  tx: Tx,
  event: EventRow,
  ctx: SignupMail,
  now: Date,
): Promise<{ promoted: number[]; taken: number }> {
  const taken = await seatsTaken(tx, event.id);
  if (!takesSignups(event) || !takesJoins(event, now)) return { promoted: [], taken };
  const free = event.max_users === null ? 100_000 : event.max_users - taken;
  if (free <= 0) return { promoted: [], taken };
  const next = await tx
    .select({
      id: eventWaitlist.id,
      userId: users.id,
      email: users.email,
      locale: users.locale,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .where(eq(eventWaitlist.eventId, event.id))
    .orderBy(asc(eventWaitlist.id))
    .limit(free);
  if (!next.length) return { promoted: [], taken };
  await tx
    .insert(eventJoins)
    .values(next.map((n) => ({ eventId: event.id, userId: n.userId })))
    .onConflictDoNothing();
  await tx.delete(eventWaitlist).where(
    inArray(
      eventWaitlist.id,
      next.map((n) => n.id),
    ),
  );
  for (const user of next) await enqueueSignupMail(tx, 'signup-promoted', user, event, ctx);
  return { promoted: next.map((n) => n.userId), taken: taken + next.length };
}

/** Whether a user holds a seat or a place in the queue of an event. */
export async function placeOf(db: Db | Tx, eventId: number, userId: number): Promise<'joined' | 'waiting' | 'none'> {
  const [joined] = await db
    .select({ id: eventJoins.id })
    .from(eventJoins)
    .where(and(eq(eventJoins.eventId, eventId), eq(eventJoins.userId, userId)));
  if (joined) return 'joined';
  const [waiting] = await db
    .select({ id: eventWaitlist.id })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)));
  return waiting ? 'waiting' : 'none';
}

/** A user's state at an event: joined, waiting (with the position, 1 = next) or none, and the seats. */
export async function signupState(db: Db | Tx, event: EventRow, userId: number): Promise<SignupState> {
  const taken = await seatsTaken(db, event.id);
  const [joined] = await db
    .select({ id: eventJoins.id })
    .from(eventJoins)
    .where(and(eq(eventJoins.eventId, event.id), eq(eventJoins.userId, userId)));
  const [queue] = await db.select({ n: count() }).from(eventWaitlist).where(eq(eventWaitlist.eventId, event.id));
  const base = {
    event: event.id,
    user: userId,
    seatsTaken: taken,
    seatsLeft: seatsLeftOf(event, taken),
    waiting: Number(queue?.n ?? 0),
  };
  if (joined) return { ...base, state: 'joined' };
  const [mine] = await db
    .select({ id: eventWaitlist.id })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, userId)));
  if (!mine) return { ...base, state: 'none' };
  const [ahead] = await db
    .select({ n: count() })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, event.id), lte(eventWaitlist.id, mine.id)));
  return { ...base, state: 'waiting', position: Number(ahead?.n ?? 1) };
}
