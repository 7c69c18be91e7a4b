import type { Db } from '../../db/client';
import { EVENT_TYPE } from '../../db/schema';
import { findEvents } from '../events/find-events';
import { buildConferenceTimeline, type ConferenceProgramme } from './conference-timeline';
import { toProgrammeEventDetail } from './programme-event-detail';

/** The international conference: published panels (type 3) in time order between the fixed breaks. */
export async function getConferenceProgramme(db: Db, opts: { timezone: string }): Promise<ConferenceProgramme> {
  const params = new URLSearchParams({ eventtype: String(EVENT_TYPE.conference), _sort: 'start:asc', _limit: '-1' });
  const panels = await findEvents(db, { params, viewer: null, timezone: opts.timezone });
  return buildConferenceTimeline(panels.map(toProgrammeEventDetail), opts.timezone);
}
