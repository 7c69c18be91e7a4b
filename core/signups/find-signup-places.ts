import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, eventWaitlist } from '../../db/schema';

/** A user's place at a seminar: a seat, or a queue place with its position (1 = next to get a seat). */
export type SignupPlace = { state: 'joined' } | { state: 'waiting'; position: number };

/**
 * Every seat and queue place of a user (of the given events, when `eventIds` is set), by event
 * id: what My programme and the Me page list besides the stars (review finding 4). Positions
 * count the queue in `id` order, as `signupState` does.
 */
export async function findSignupPlaces(
  db: Db,
  opts: { userId: number; eventIds?: readonly number[] },
): Promise<Map<number, SignupPlace>> {
  if (opts.eventIds && !opts.eventIds.length) return new Map();
  const joinsOf = opts.eventIds ? inArray(eventJoins.eventId, [...opts.eventIds]) : undefined;
  const queueOf = opts.eventIds ? inArray(eventWaitlist.eventId, [...opts.eventIds]) : undefined;
  const [joined, waiting] = await Promise.all([
    db
      .select({ id: eventJoins.eventId })
      .from(eventJoins)
      .where(and(eq(eventJoins.userId, opts.userId), joinsOf)),
    db
      .select({
        id: eventWaitlist.eventId,
        // Qualified by hand: drizzle writes a lone table's columns unqualified, which inside the
        // subquery would name the inner rows.
        position:
          sql<number>`(select count(*) from event_waitlist ahead where ahead.event_id = "event_waitlist"."event_id" and ahead.id <= "event_waitlist"."id")`.mapWith(
            Number,
          ),
      })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.userId, opts.userId), queueOf)),
  ]);
  const places = new Map<number, SignupPlace>();
  for (const w of waiting) places.set(w.id, { state: 'waiting', position: w.position });
  for (const j of joined) places.set(j.id, { state: 'joined' });
  return places;
}
