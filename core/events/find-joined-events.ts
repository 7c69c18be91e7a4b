import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events, eventWaitlist, locations } from '../../db/schema';
import { awaitsConfirmation } from '../reconfirm/reconfirm-rules';
import { findSignupPlaces } from '../signups/find-signup-places';
import { takesSignups } from '../signups/seats';
import { takesLeaves } from '../signups/signup-window';
import { eventIsPublished } from './event-visibility';
import { memberEventColumns, toMemberEvent, type MemberEvent } from './member-event';

/**
 * The published events a user has joined and the seminars where they wait in the queue (with
 * `queuePosition`, 1 = next), soonest first (an unpublished one is not shown, as anywhere public).
 * `leavable`: the seat or queue place of a seminar can be given up now, as `leaveEvent` judges it
 * (until the scheduled end by the programme clock `now`, decision 071). `confirmBy`: a seat its
 * holder is asked to confirm, by then (decision 134).
 */
export async function findJoinedEvents(db: Db, opts: { userId: number; now: Date }): Promise<MemberEvent[]> {
  const [joined, queued] = await Promise.all([
    db
      .select({ ...memberEventColumns, reconfirm_by: eventJoins.reconfirm_by, reconfirmed_at: eventJoins.reconfirmed_at })
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
  const leavable = (row: (typeof queued)[number]) => takesSignups(row) && takesLeaves(row, opts.now);
  return [
    ...joined.map((row) => ({
      ...toMemberEvent(row),
      leavable: leavable(row),
      ...(awaitsConfirmation(row, opts.now) ? { confirmBy: row.reconfirm_by! } : {}),
    })),
    ...queued.map((row) => ({ ...toMemberEvent(row), queuePosition: position(row.id), leavable: leavable(row) })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}
