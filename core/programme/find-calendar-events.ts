import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from './load-programme-events';
import { toProgrammeEventDetail, type ProgrammeEventDetail } from './programme-event-detail';

/** Every published event of one programme area (event type) the viewer may see, by start, for its calendar feed. */
export async function findCalendarEvents(
  db: Db,
  opts: { eventtypeId: number; viewer: ViewerWithRights | null; timezone: string },
): Promise<ProgrammeEventDetail[]> {
  const rows = await loadProgrammeEvents(db, {
    where: and(eventVisibleTo(opts.viewer, 'live'), eq(events.eventtypeId, opts.eventtypeId)),
  });
  return rows.map((row) => toProgrammeEventDetail(row, { timezone: opts.timezone }));
}
