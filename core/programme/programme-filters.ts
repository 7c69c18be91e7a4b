import { SEARCH_MAX_LENGTH } from '../search/search-limits';
import { textProblem } from '../validation/safe-text';
import { isDay } from './programme-days';
import { PROGRAMME_AREAS, type ProgrammeArea } from './programme-areas';

/**
 * Filters of the programme lists as they come in the page's query string (`?hall=2`). Values
 * that are not offered are dropped rather than refused: a shared or outdated link still shows
 * the programme, just unfiltered.
 */
export type SeminarFilters = { hallId: number | null };
export type AccompanyingFilters = { locationId: number | null; day: string | null; upcoming: boolean };
/** All sessions: the accompanying events' filters (same names) plus area, hall, city, text, seats and the next hour. */
export type AllSessionsFilters = AccompanyingFilters &
  SeminarFilters & {
    area: ProgrammeArea | null;
    city: string | null;
    /** Free text as typed; matched without diacritics and case. */
    text: string | null;
    /** Only seminars with a free seat. */
    seats: boolean;
    /** Only events starting within the next hour. */
    soon: boolean;
  };

const positiveId = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

const flag = (raw: string | null) => raw === '1' || raw === 'true' || raw === 'on';

export function readSeminarFilters(query: URLSearchParams): SeminarFilters {
  return { hallId: positiveId(query.get('hall')) };
}

export function readAccompanyingFilters(query: URLSearchParams): AccompanyingFilters {
  const day = query.get('day');
  return {
    locationId: positiveId(query.get('location')),
    day: isDay(day) ? day : null,
    upcoming: flag(query.get('upcoming')),
  };
}

// Text no parameter may hold (NUL, lone surrogates, too long) is dropped like any value not offered.
const cleanText = (raw: string | null, max: number): string | null => {
  const text = raw?.trim().replace(/\s+/g, ' ') ?? '';
  return text && textProblem(text, max) === null ? text : null;
};

export function readAllSessionsFilters(query: URLSearchParams): AllSessionsFilters {
  const area = query.get('area');
  return {
    ...readAccompanyingFilters(query),
    ...readSeminarFilters(query),
    area: PROGRAMME_AREAS.find((a) => a === area) ?? null,
    city: cleanText(query.get('city'), 100),
    text: cleanText(query.get('q'), SEARCH_MAX_LENGTH),
    seats: flag(query.get('seats')),
    soon: flag(query.get('soon')),
  };
}
