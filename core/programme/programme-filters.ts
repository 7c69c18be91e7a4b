import { ACCOMPANYING_FILTER_DAYS } from './programme-days';

/**
 * Filters of the programme lists as they come in the page's query string (`?hall=2`). Values
 * that are not offered are dropped rather than refused: a shared or outdated link still shows
 * the programme, just unfiltered.
 */
export type SeminarFilters = { hallId: number | null };
export type AccompanyingFilters = { locationId: number | null; day: string | null; upcoming: boolean };

const positiveId = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

export function readSeminarFilters(query: URLSearchParams): SeminarFilters {
  return { hallId: positiveId(query.get('hall')) };
}

export function readAccompanyingFilters(query: URLSearchParams): AccompanyingFilters {
  const day = query.get('day');
  const upcoming = query.get('upcoming');
  return {
    locationId: positiveId(query.get('location')),
    day: day && ACCOMPANYING_FILTER_DAYS.includes(day) ? day : null,
    upcoming: upcoming === '1' || upcoming === 'true' || upcoming === 'on',
  };
}
