import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { canSeeAttendees, type ViewerWithRights } from '../accounts/policy';
import { EVENT_TYPE } from '../events/event-types';
import { sameDay } from '../halls/hall-delay';
import { eventInCurrentEdition } from '../editions/current-edition';

export type DoorSeminar = { id: number; name: string; name_en: string | null; start: string };

/**
 * Today's seminars whose door the viewer may keep (decision 116): those whose attendee list they
 * may see (the seminar's editors, Admins all), by start. The scanner offers them beside the
 * conference entrance.
 */
export async function findDoorSeminars(
  db: Db,
  opts: { viewer: ViewerWithRights; now: Date; timezone: string },
): Promise<DoorSeminar[]> {
  const day = 86_400_000;
  const rows = await db
    .select({ id: events.id, name: events.name, name_en: events.name_en, start: events.start, exhibitorId: events.exhibitorId })
    .from(events)
    .where(
      and(
        eventInCurrentEdition,
        eq(events.eventtypeId, EVENT_TYPE.seminar),
        gte(events.start, new Date(opts.now.getTime() - day)),
        lt(events.start, new Date(opts.now.getTime() + day)),
      ),
    )
    .orderBy(asc(events.start), asc(events.id));
  return rows
    .filter((e) => sameDay(e.start, opts.now, opts.timezone) && canSeeAttendees(opts.viewer, e, opts.viewer.editableExhibitorIds))
    .map((e) => ({ id: e.id, name: e.name, name_en: e.name_en, start: e.start.toISOString() }));
}
