import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events, eventWaitlist, locations } from '../../db/schema';
import { findSignupPlaces } from '../signups/find-signup-places';
import { eventIsPublished } from './event-visibility';
import { memberEventColumns, toMemberEvent, type MemberEvent } from './member-event';

/**
 * The published events a user has joined and the seminars where they wait in the queue (with
 * `queuePosition`, 1 = next), soonest first (an unpublished one is not shown, as anywhere public).
 */
export async function findJoinedEvents(db: Db, opts: { userId: number }): Promise<MemberEvent[]> {
  const [joined, queued] = await Promise.all([
    db
      .select(memberEventColumns)
      .from(eventJoins)
      .innerJoin(events, eq(events.id, eventJoins.eventId))
      .leftJoin(locations, eq(locations.id, events.locationId))
      .where(and(eq(eventJoins.userId, opts.userId), eventIsPublished)),
    db
      .select(memberEventColumns)
      .from(eventWaitlist)
      .innerJoin(events, eq(events.id, eventWaitlist.eventId))
      .leftJoin(locations, eq(locations.id, events.locationId))
      .where(and(eq(eventWaitlist.userId, opts.userId), eventIsPublished)),
  ]);
  const places = await findSignupPlaces(db, { userId: opts.userId, eventIds: queued.map((q) => q.id) });
  const position = (id: number) => {
    const place = places.get(id);
    return place?.state === 'waiting' ? place.position : 1;
  };
  return [
    ...joined.map(toMemberEvent),
    ...queued.map((row) => ({ ...toMemberEvent(row), queuePosition: position(row.id) })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}
