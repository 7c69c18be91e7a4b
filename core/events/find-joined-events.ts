import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events, locations } from '../../db/schema';
import { eventIsPublished } from './event-visibility';
import { memberEventColumns, toMemberEvent, type MemberEvent } from './member-event';

/** The published events a user has joined, soonest first (an unpublished one is not shown, as anywhere public). */
export async function findJoinedEvents(db: Db, opts: { userId: number }): Promise<MemberEvent[]> {
  const rows = await db
    .select(memberEventColumns)
    .from(eventJoins)
    .innerJoin(events, eq(events.id, eventJoins.eventId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .where(and(eq(eventJoins.userId, opts.userId), eventIsPublished))
    .orderBy(asc(events.start), asc(events.id));
  return rows.map(toMemberEvent);
}
