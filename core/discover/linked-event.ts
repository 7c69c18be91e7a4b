import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, halls, locations } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { iso } from '../serialize/instant';
import { eventLinkColumns } from '../events/event-link-columns';

/** An event as a link in a list (an exhibitor's or a speaker's programme): enough to name, date and place it. */
export type LinkedEvent = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  slug_en: string | null;
  eventtype: number;
  start: string;
  end: string;
  place: { name: string; name_en: string | null } | null;
};

/**
 * The published events matching `which` that the viewer may see in one edition (the current one
 * unless named), by start, as links; the place is the hall, else the venue.
 */
export async function findLinkedEvents(
  db: Db,
  which: SQL,
  viewer: ViewerWithRights | null,
  edition: EditionRef = 'current',
): Promise<LinkedEvent[]> {
  const rows = await db
    .select({
      ...eventLinkColumns,
      name: events.name,
      name_en: events.name_en,
      start: events.start,
      end: events.end,
      hall: { name: halls.name, name_en: halls.name_en },
      location: { name: locations.name, name_en: locations.name_en },
    })
    .from(events)
    .leftJoin(halls, eq(halls.id, events.hallId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .where(and(eventVisibleTo(viewer, 'live', edition), which))
    .orderBy(asc(events.start), asc(events.id));
  return rows.map(({ hall, location, start, end, eventtypeId, ...event }) => ({
    ...event,
    eventtype: eventtypeId,
    start: iso(start),
    end: iso(end),
    place: hall ?? location,
  }));
}
