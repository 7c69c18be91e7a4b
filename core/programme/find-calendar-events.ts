import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { eventIsPublished } from '../events/event-visibility';
import { loadProgrammeEvents } from './load-programme-events';
import { toProgrammeEventDetail, type ProgrammeEventDetail } from './programme-event-detail';

/** Every published event of one programme area (event type) by start, for its calendar feed. */
export async function findCalendarEvents(db: Db, opts: { eventtypeId: number }): Promise<ProgrammeEventDetail[]> {
  const rows = await loadProgrammeEvents(db, { where: and(eventIsPublished, eq(events.eventtypeId, opts.eventtypeId)) });
  return rows.map((row) => toProgrammeEventDetail(row));
}
