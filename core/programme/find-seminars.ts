import type { Db } from '../../db/client';
import { CONFERENCE_HALL_ID, EVENT_TYPE } from '../../db/schema';
import { findEvents } from '../events/find-events';
import { findHalls } from '../halls/find-halls';
import type { SeminarFilters } from './programme-filters';
import { toProgrammeItem, type Named, type ProgrammeItem } from './programme-item';

export type SeminarProgramme = {
  items: ProgrammeItem[];
  /** The halls the filter offers, by name. */
  halls: Named[];
  /** The filters in force (a hall that is not offered is dropped). */
  filters: SeminarFilters;
};

/** Published professional seminars (type 1) by start, optionally of one hall; the conference hall (5) is not offered. */
export async function findSeminars(db: Db, opts: { filters: SeminarFilters; timezone: string }): Promise<SeminarProgramme> {
  const read = { viewer: null, timezone: opts.timezone };
  const halls = (await findHalls(db, { ...read, params: new URLSearchParams({ _sort: 'name:asc', _limit: '-1' }) }))
    .filter((h) => h.id !== CONFERENCE_HALL_ID)
    .map(({ id, name, name_en }) => ({ id, name, name_en }));
  const hallId = halls.some((h) => h.id === opts.filters.hallId) ? opts.filters.hallId : null;

  const params = new URLSearchParams({ eventtype: String(EVENT_TYPE.seminar), _sort: 'start:asc', _limit: '-1' });
  if (hallId !== null) params.set('hall.id', String(hallId));
  const events = await findEvents(db, { ...read, params });
  return { items: events.map(toProgrammeItem), halls, filters: { hallId } };
}
