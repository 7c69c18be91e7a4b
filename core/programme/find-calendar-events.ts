import type { Db } from '../../db/client';
import { findEvents } from '../events/find-events';
import { toProgrammeEventDetail, type ProgrammeEventDetail } from './programme-event-detail';

/** Every published event of one programme area (event type) by start, for its calendar feed. */
export async function findCalendarEvents(
  db: Db,
  opts: { eventtypeId: number; timezone: string },
): Promise<ProgrammeEventDetail[]> {
  const params = new URLSearchParams({ eventtype: String(opts.eventtypeId), _sort: 'start:asc', _limit: '-1' });
  const events = await findEvents(db, { params, viewer: null, timezone: opts.timezone });
  return events.map(toProgrammeEventDetail);
}
