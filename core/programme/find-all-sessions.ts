import type { Db } from '../../db/client';
import type { ViewerWithRights } from '../accounts/policy';
import { EVENT_TYPE } from '../events/event-types';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { foldText } from '../search/fold-text';
import { cityOfAddress } from './event-city';
import { loadProgrammeEvents, type ProgrammeEventRow } from './load-programme-events';
import { areaEventType } from './programme-areas';
import { dayBounds, editionDays, runsOn } from './programme-days';
import type { AllSessionsFilters } from './programme-filters';
import { byStart, toProgrammeItem, type Named, type ProgrammeItem } from './programme-item';

/** "Starting in the next hour": from now up to this many milliseconds ahead. */
export const SOON_MS = 60 * 60 * 1000;

export type AllSessions = {
  items: ProgrammeItem[];
  /** What the filters offer: only days, halls, venues and cities that the viewer's events have. */
  days: string[];
  halls: Named[];
  locations: Named[];
  cities: string[];
  /** The filters in force (values that are not offered are dropped). */
  filters: AllSessionsFilters;
  /** Events of the whole edition before filtering. */
  total: number;
};

type Context = { now: Date; timezone: string };

/**
 * Every published event of the four areas that the viewer may see (eventVisibleTo) in one
 * edition (the current one unless named: the archive passes a past one), by start,
 * filtered as the All sessions page asks. The edition is small (tens to a few hundred events),
 * so it is read once and the offered values and the filters are worked out from the same rows.
 */
export async function findAllSessions(
  db: Db,
  opts: Context & { filters: AllSessionsFilters; viewer: ViewerWithRights | null; edition?: EditionRef },
): Promise<AllSessions> {
  const rows = await loadProgrammeEvents(db, { where: eventVisibleTo(opts.viewer, 'live', opts.edition) });
  const days = editionDays(rows, opts.timezone);
  const halls = distinctNamed(rows.map((r) => r.hall));
  const locations = distinctNamed(rows.map((r) => r.location));
  const cities = [...new Set(rows.map((r) => cityOfAddress(r.address)).filter((c): c is string => c !== null))].sort((a, b) =>
    a.localeCompare(b, 'cs'),
  );
  const f = opts.filters;
  const filters: AllSessionsFilters = {
    ...f,
    day: f.day !== null && days.includes(f.day) ? f.day : null,
    hallId: halls.some((h) => h.id === f.hallId) ? f.hallId : null,
    locationId: locations.some((l) => l.id === f.locationId) ? f.locationId : null,
    city: cities.find((c) => c === f.city) ?? null,
  };
  const matches = sessionMatcher(filters, opts);
  return {
    items: rows
      .filter(matches)
      .map((row) => toProgrammeItem(row, { timezone: opts.timezone }))
      .sort(byStart),
    days,
    halls,
    locations,
    cities,
    filters,
    total: rows.length,
  };
}

/** The filters as one predicate over loaded events; every filter given must hold. */
export function sessionMatcher(filters: AllSessionsFilters, { now, timezone }: Context): (row: ProgrammeEventRow) => boolean {
  const bounds = filters.day ? dayBounds(filters.day, timezone) : null;
  const words = filters.text ? foldText(filters.text).split(' ').filter(Boolean) : [];
  const type = filters.area ? areaEventType(filters.area) : null;
  const nowMs = now.getTime();
  return (row) =>
    (type === null || row.eventtypeId === type) &&
    (filters.hallId === null || row.hall?.id === filters.hallId) &&
    (filters.locationId === null || row.location?.id === filters.locationId) &&
    (filters.city === null || cityOfAddress(row.address) === filters.city) &&
    (bounds === null || runsOn(row, bounds)) &&
    (!filters.upcoming || row.end.getTime() > nowMs) &&
    (!filters.soon || (row.start.getTime() >= nowMs && row.start.getTime() < nowMs + SOON_MS)) &&
    (!filters.seats || hasFreeSeat(row)) &&
    (words.length === 0 || containsWords(row, words));
}

/** A seminar one can still sign up for: no seat limit, or fewer joined than seats. */
function hasFreeSeat(row: ProgrammeEventRow): boolean {
  return row.eventtypeId === EVENT_TYPE.seminar && (row.max_users == null || row.joins.length < row.max_users);
}

/** Every word appears in the event's names, venue, organiser or speakers, ignoring case and diacritics. */
function containsWords(row: ProgrammeEventRow, words: string[]): boolean {
  const haystack = foldText(
    [
      row.name,
      row.name_en,
      row.hall?.name,
      row.hall?.name_en,
      row.location?.name,
      row.location?.name_en,
      row.exhibitor?.name,
      row.exhibitor?.name_en,
      ...row.speakers.filter((s) => s.speaker.published_at !== null).map((s) => s.speaker.name),
    ]
      .filter(Boolean)
      .join(' '),
  );
  return words.every((w) => haystack.includes(w));
}

function distinctNamed(values: (Named | null)[]): Named[] {
  const byId = new Map<number, Named>();
  for (const v of values) if (v) byId.set(v.id, { id: v.id, name: v.name, name_en: v.name_en });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'cs') || a.id - b.id);
}
