import type { Db } from '../../db/client';
import { EVENT_TYPE } from '../../db/schema';
import { findEvents } from '../events/find-events';
import { findLocations } from '../locations/find-locations';
import { ACCOMPANYING_FILTER_DAYS, dayBounds } from './programme-days';
import type { AccompanyingFilters } from './programme-filters';
import { toProgrammeItem, type Named, type ProgrammeItem } from './programme-item';

export type AccompanyingProgramme = {
  items: ProgrammeItem[];
  locations: Named[];
  days: string[];
  filters: AccompanyingFilters;
};

/**
 * Published accompanying events (type 2) by start. A day filter keeps the events that run on
 * that day (a week-long exhibition is on every one of its days); "upcoming" keeps those whose
 * end is still ahead of `now`.
 */
export async function findAccompanyingEvents(
  db: Db,
  opts: { filters: AccompanyingFilters; now: Date; timezone: string },
): Promise<AccompanyingProgramme> {
  const read = { viewer: null, timezone: opts.timezone };
  const locations = (await findLocations(db, { ...read, params: new URLSearchParams({ _sort: 'name:asc', _limit: '-1' }) })).map(
    ({ id, name, name_en }) => ({ id, name, name_en }),
  );
  const { day, upcoming } = opts.filters;
  const locationId = locations.some((l) => l.id === opts.filters.locationId) ? opts.filters.locationId : null;

  const params = new URLSearchParams({ eventtype: String(EVENT_TYPE.accompanying), _sort: 'start:asc', _limit: '-1' });
  if (locationId !== null) params.set('location.id', String(locationId));
  const bounds = day ? dayBounds(day, opts.timezone) : null;
  if (bounds) params.set('start_lt', bounds.end.toISOString());
  const endsAfter = [bounds?.start, upcoming ? opts.now : undefined].filter((d): d is Date => d !== undefined);
  if (endsAfter.length) params.set('end_gt', new Date(Math.max(...endsAfter.map((d) => d.getTime()))).toISOString());

  const events = await findEvents(db, { ...read, params });
  return {
    items: events.map(toProgrammeItem),
    locations,
    days: ACCOMPANYING_FILTER_DAYS,
    filters: { locationId, day, upcoming },
  };
}
