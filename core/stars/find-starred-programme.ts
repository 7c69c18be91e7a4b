import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { EVENT_TYPE } from '../events/event-types';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from '../programme/load-programme-events';
import { byStart, toProgrammeItem, type ProgrammeItem } from '../programme/programme-item';
import { findSignupPlaces } from '../signups/find-signup-places';
import { findClashes } from './find-clashes';
import { MAX_STARS } from './star-limits';

/** The signed-in user's place at a seminar: a seat, a place in the queue (with its position, 1 = next), or neither, and the seats left (null: no limit). */
export type SeatState = { state: 'joined' | 'waiting' | 'none'; position?: number; seatsLeft: number | null };

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
 * carries the owner's seat state, and `signedUp` adds the seminars where the owner has a seat
 * or a queue place (My programme lists them starred or not, review finding 4). Unknown, draft
 * or hidden ids are left out.
 */
export async function findStarredProgramme(
  db: Db,
  opts: {
    eventIds: readonly number[];
    viewer: ViewerWithRights | null;
    seatsOf: number | null;
    timezone: string;
    signedUp?: readonly number[];
  },
): Promise<StarredItem[]> {
  const ids = [...new Set([...[...new Set(opts.eventIds)].slice(0, MAX_STARS), ...(opts.signedUp ?? [])])];
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
            ...(seats.get(item.id) ?? { state: 'none' }),
            seatsLeft: item.capacity ? Math.max(0, item.capacity.max - item.capacity.taken) : null,
          }
        : null,
  }));
}

function seatPlaces(db: Db, userId: number, items: ProgrammeItem[]) {
  const seminarIds = items.filter((i) => i.type === EVENT_TYPE.seminar).map((i) => i.id);
  return findSignupPlaces(db, { userId, eventIds: seminarIds });
}
