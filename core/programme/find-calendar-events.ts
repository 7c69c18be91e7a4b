import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from './load-programme-events';
import { toProgrammeEventDetail, type ProgrammeEventDetail } from './programme-event-detail';

/** Every published event of one programme area (event type), or of all (null), that the viewer may see in one edition (the current one unless named), by start, for a calendar feed. */
export async function findCalendarEvents(
  db: Db,
  opts: { eventtypeId: number | null; viewer: ViewerWithRights | null; timezone: string; edition?: EditionRef },
): Promise<ProgrammeEventDetail[]> {
  const rows = await loadProgrammeEvents(db, {
    where: and(
      eventVisibleTo(opts.viewer, 'live', opts.edition),
      opts.eventtypeId === null ? undefined : eq(events.eventtypeId, opts.eventtypeId),
    ),
  });
  return rows.map((row) => toProgrammeEventDetail(row, { timezone: opts.timezone }));
}
