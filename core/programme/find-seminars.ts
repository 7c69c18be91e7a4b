import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CONFERENCE_HALL_ID, EVENT_TYPE, events, halls } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from './load-programme-events';
import type { SeminarFilters } from './programme-filters';
import { byStart, toProgrammeItem, type Named, type ProgrammeItem } from './programme-item';

export type SeminarProgramme = {
  items: ProgrammeItem[];
  /** The halls the filter offers, by name. */
  halls: Named[];
  /** The filters in force (a hall that is not offered is dropped). */
  filters: SeminarFilters;
};

/**
 * Published professional seminars (type 1) the viewer may see, by start as shown, optionally of one hall;
 * the conference hall (5) is not offered.
 */
export async function findSeminars(
  db: Db,
  opts: { filters: SeminarFilters; viewer: ViewerWithRights | null; timezone: string },
): Promise<SeminarProgramme> {
  const offered = await db
    .select({ id: halls.id, name: halls.name, name_en: halls.name_en })
    .from(halls)
    .where(ne(halls.id, CONFERENCE_HALL_ID))
    .orderBy(asc(halls.name), asc(halls.id));
  const hallId = offered.some((h) => h.id === opts.filters.hallId) ? opts.filters.hallId : null;
  const rows = await loadProgrammeEvents(db, {
    where: and(
      eventVisibleTo(opts.viewer, 'live'),
      eq(events.eventtypeId, EVENT_TYPE.seminar),
      hallId !== null ? eq(events.hallId, hallId) : undefined,
    ),
  });
  // By the times shown: a hall running late moves its seminars after another hall's.
  const items = rows.map((row) => toProgrammeItem(row, { timezone: opts.timezone })).sort(byStart);
  return { items, halls: offered, filters: { hallId } };
}
