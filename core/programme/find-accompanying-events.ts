import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EVENT_TYPE, events, locations } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from './load-programme-events';
import { findEditionDays } from './find-edition-days';
import { dayBounds } from './programme-days';
import type { AccompanyingFilters } from './programme-filters';
import { toProgrammeItem, type Named, type ProgrammeItem } from './programme-item';

export type AccompanyingProgramme = {
  items: ProgrammeItem[];
  locations: Named[];
  days: string[];
  filters: AccompanyingFilters;
};

/**
 * Published accompanying events (type 2) the viewer may see, by start. The days offered are
 * the ones these events run on (findEditionDays). A day filter keeps the events that run on
 * that day (a week-long exhibition is on every one of its days); "upcoming" keeps those whose
 * end is still ahead of `now`.
 */
export async function findAccompanyingEvents(
  db: Db,
  opts: { filters: AccompanyingFilters; now: Date; timezone: string; viewer: ViewerWithRights | null },
): Promise<AccompanyingProgramme> {
  const offered = await db
    .select({ id: locations.id, name: locations.name, name_en: locations.name_en })
    .from(locations)
    .orderBy(asc(locations.name), asc(locations.id));
  const days = await findEditionDays(db, { timezone: opts.timezone, viewer: opts.viewer, eventtypeId: EVENT_TYPE.accompanying });
  const { upcoming } = opts.filters;
  const day = opts.filters.day !== null && days.includes(opts.filters.day) ? opts.filters.day : null;
  const locationId = offered.some((l) => l.id === opts.filters.locationId) ? opts.filters.locationId : null;

  const bounds = day ? dayBounds(day, opts.timezone) : null;
  const endsAfter = [bounds?.start, upcoming ? opts.now : undefined].filter((d): d is Date => d !== undefined);
  const rows = await loadProgrammeEvents(db, {
    where: and(
      eventVisibleTo(opts.viewer, 'live'),
      eq(events.eventtypeId, EVENT_TYPE.accompanying),
      locationId !== null ? eq(events.locationId, locationId) : undefined,
      bounds ? lt(events.start, bounds.end) : undefined,
      endsAfter.length ? gt(events.end, new Date(Math.max(...endsAfter.map((d) => d.getTime())))) : undefined,
    ),
  });
  return {
    items: rows.map((row) => toProgrammeItem(row, { timezone: opts.timezone })),
    locations: offered,
    days,
    filters: { locationId, day, upcoming },
  };
}
