import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events, eventWaitlist } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { EVENT_TYPE } from '../events/event-types';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from '../programme/load-programme-events';
import { byStart, toProgrammeItem, type ProgrammeItem } from '../programme/programme-item';
import { findClashes } from './find-clashes';
import { MAX_STARS } from './star-limits';

/** The signed-in user's place at a starred seminar: a seat, a place in the queue, or neither, and the seats left (null: no limit). */
export type SeatState = { state: 'joined' | 'waiting' | 'none'; seatsLeft: number | null };

/** A starred event as My programme lists it: as the programme shows it, plus what it clashes with and the seat state. */
export type StarredItem = ProgrammeItem & {
  /** Ids of the other listed events that overlap it in time (by the shown times, after a hall's delay). */
  clashesWith: number[];
  /** Only for seminars, and only when the list is read for its owner. */
  seat: SeatState | null;
};

/**
 * The events of a star list that the viewer may see, by their shown start, each with the
 * events it clashes with; with `seatsOf` (the owner reading their own list) a seminar also
 * carries the owner's seat state. Unknown, draft or hidden ids are left out.
 */
export async function findStarredProgramme(
  db: Db,
  opts: { eventIds: readonly number[]; viewer: ViewerWithRights | null; seatsOf: number | null; timezone: string },
): Promise<StarredItem[]> {
  const ids = [...new Set(opts.eventIds)].slice(0, MAX_STARS);
  if (!ids.length) return [];
  const rows = await loadProgrammeEvents(db, {
    where: and(inArray(events.id, ids), eventVisibleTo(opts.viewer, 'live')),
  });
  const items = rows.map((row) => toProgrammeItem(row, { timezone: opts.timezone })).sort(byStart);
  const clashes = findClashes(items);
  const seats = opts.seatsOf === null ? null : await seatPlaces(db, opts.seatsOf, items);
  return items.map((item) => ({
    ...item,
    clashesWith: clashes.get(item.id) ?? [],
    seat:
      seats && item.type === EVENT_TYPE.seminar
        ? {
            state: seats.joined.has(item.id) ? 'joined' : seats.waiting.has(item.id) ? 'waiting' : 'none',
            seatsLeft: item.capacity ? Math.max(0, item.capacity.max - item.capacity.taken) : null,
          }
        : null,
  }));
}

async function seatPlaces(db: Db, userId: number, items: ProgrammeItem[]) {
  const seminarIds = items.filter((i) => i.type === EVENT_TYPE.seminar).map((i) => i.id);
  if (!seminarIds.length) return { joined: new Set<number>(), waiting: new Set<number>() };
  const [joined, waiting] = await Promise.all([
    db
      .select({ id: eventJoins.eventId })
      .from(eventJoins)
      .where(and(eq(eventJoins.userId, userId), inArray(eventJoins.eventId, seminarIds))),
    db
      .select({ id: eventWaitlist.eventId })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.userId, userId), inArray(eventWaitlist.eventId, seminarIds))),
  ]);
  return { joined: new Set(joined.map((j) => j.id)), waiting: new Set(waiting.map((w) => w.id)) };
}
