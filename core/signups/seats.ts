import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventJoins, events, eventWaitlist, halls, locations, users } from '../../db/schema';
import { EVENT_TYPE } from '../events/event-types';
import { enqueueSignupMail, type SignupMail, type Venue } from './signup-mail';
import type { SignupState } from './signup-input';
import { takesJoins } from './signup-window';

type EventRow = typeof events.$inferSelect;

/** Locks the event's row for the rest of the transaction: every change of its seats or queue takes this lock first. */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

/**
 * lockEvent that also reads the name of the event's hall (or else its location) for the
 * calendar file of a seat's mail, in the same round trip: a join holds the lock for as few
 * round trips as it can, since every other join of the seminar waits for it. `venue` is
 * undefined (not known: the mail reads it) when the hall or location was not found with the
 * event: on PostgreSQL, a lock that waited for an edit moving the event re-checks the joins
 * against the event's new row, and the hall it names was not among the rows first read.
 */
export async function lockEventWithVenue(
  tx: Tx,
  eventId: number,
): Promise<{ event: EventRow; venue: Venue | null | undefined } | undefined> {
  const [row] = await tx
    .select({
      event: events,
      hallId: halls.id,
      hallName: halls.name,
      hallNameEn: halls.name_en,
      locationId: locations.id,
      locationName: locations.name,
      locationNameEn: locations.name_en,
    })
    .from(events)
    .leftJoin(halls, eq(halls.id, events.hallId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .where(eq(events.id, eventId))
    .for('update', { of: events });
  if (!row) return undefined;
  const { event } = row;
  // A hall first, else a location; one the join did not find with the event is left to the mail.
  let venue: Venue | null | undefined = null;
  if (event.hallId !== null) venue = row.hallId === event.hallId ? { name: row.hallName!, name_en: row.hallNameEn } : undefined;
  else if (event.locationId !== null)
    venue = row.locationId === event.locationId ? { name: row.locationName!, name_en: row.locationNameEn } : undefined;
  return { event, venue };
}

/** A published seminar: the one kind of event with seats and a queue. */
export const takesSignups = (event: Pick<EventRow, 'eventtypeId' | 'published_at'>) =>
  event.eventtypeId === EVENT_TYPE.seminar && event.published_at !== null;

export async function seatsTaken(db: Db | Tx, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventJoins).where(eq(eventJoins.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** The free seats with `taken` taken; null for a seminar without a seat limit. */
export const seatsLeftOf = (event: Pick<EventRow, 'max_users'>, taken: number) =>
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
  /** The seats and the queue as just read under the same lock (seatsAndPlace): not read again. */
  counted?: Pick<Seats, 'taken' | 'queued'>,
): Promise<{ promoted: number[]; taken: number }> {
  const taken = counted ? counted.taken : await seatsTaken(tx, event.id);
  if (!takesSignups(event) || !takesJoins(event, now)) return { promoted: [], taken };
  const free = event.max_users === null ? 100_000 : event.max_users - taken;
  if (free <= 0 || counted?.queued === 0) return { promoted: [], taken };
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

export type Seats = {
  /** Seats taken. */
  taken: number;
  /** People in the queue. */
  queued: number;
  /** The user's place. */
  place: 'joined' | 'waiting' | 'none';
  /** The user's position in the queue (1 = next), 0 when not waiting. */
  position: number;
};

/**
 * The columns that read an event's seats and queue and a user's place in them, for a select of
 * the event (seatsAndPlace, or the sign-up's own check with the event, authorizeSignup); read
 * back with seatsOf. The subqueries name the event by its id, not by the outer column: drizzle
 * leaves a single table's columns unqualified, and "id" inside them would be their own table's.
 */
export function seatsColumns(eventId: number, userId: number) {
  return {
    taken: sql<number>`(select count(*) from ${eventJoins} where ${eventJoins.eventId} = ${eventId})`.mapWith(Number),
    queued: sql<number>`(select count(*) from ${eventWaitlist} where ${eventWaitlist.eventId} = ${eventId})`.mapWith(Number),
    joined: sql<boolean>`exists (select 1 from ${eventJoins} where ${eventJoins.eventId} = ${eventId} and ${eventJoins.userId} = ${userId})`,
    // The queue is in id order: the places up to and including the user's.
    position:
      sql<number>`(select count(*) from event_waitlist ahead where ahead.event_id = ${eventId} and ahead.id <= (select mine.id from event_waitlist mine where mine.event_id = ${eventId} and mine.user_id = ${userId}))`.mapWith(
        Number,
      ),
  };
}

/** The seats as seatsColumns read them (none read: no seats, no place). */
export function seatsOf(row: { taken: number; queued: number; joined: boolean; position: number | null } | undefined): Seats {
  const joined = row?.joined === true;
  const position = joined ? 0 : (row?.position ?? 0);
  return {
    taken: row?.taken ?? 0,
    queued: row?.queued ?? 0,
    place: joined ? 'joined' : position > 0 ? 'waiting' : 'none',
    position,
  };
}

/**
 * An event's seats and queue and a user's place in them, in one read (a join asked these in
 * seven). Under the event's row lock it is exact, since every change of seats or queue takes
 * that lock first.
 */
export async function seatsAndPlace(db: Db | Tx, eventId: number, userId: number): Promise<Seats> {
  const [row] = await db.select(seatsColumns(eventId, userId)).from(events).where(eq(events.id, eventId));
  return seatsOf(row);
}

/** Which of these users hold a seat or a queue place at the event (exact under its row lock). */
export async function placedAmong(tx: Tx, eventId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const ids = [...new Set(userIds)];
  const rows = await tx
    .select({ id: eventJoins.userId })
    .from(eventJoins)
    .where(and(eq(eventJoins.eventId, eventId), inArray(eventJoins.userId, ids)))
    .unionAll(
      tx
        .select({ id: eventWaitlist.userId })
        .from(eventWaitlist)
        .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.userId, ids))),
    );
  return new Set(rows.map((r) => r.id));
}

/** A user's state at an event as signupState answers it, from what seatsAndPlace read. */
export function stateOf(event: Pick<EventRow, 'id' | 'max_users'>, userId: number, seats: Seats): SignupState {
  const base = {
    event: event.id,
    user: userId,
    seatsTaken: seats.taken,
    seatsLeft: seatsLeftOf(event, seats.taken),
    waiting: seats.queued,
  };
  if (seats.place === 'joined') return { ...base, state: 'joined' };
  if (seats.place === 'none') return { ...base, state: 'none' };
  return { ...base, state: 'waiting', position: seats.position };
}

/** A user's state at an event: joined, waiting (with the position, 1 = next) or none, and the seats. */
export async function signupState(db: Db | Tx, event: EventRow, userId: number): Promise<SignupState> {
  return stateOf(event, userId, await seatsAndPlace(db, event.id, userId));
}
