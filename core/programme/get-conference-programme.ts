import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EVENT_TYPE, events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { eventVisibleTo } from '../events/event-visibility';
import { buildConferenceTimeline, type ConferenceProgramme } from './conference-timeline';
import { loadProgrammeEvents } from './load-programme-events';
import { toProgrammeEventDetail } from './programme-event-detail';

/** The international conference: the published panels (type 3) the viewer may see, in time order between the fixed breaks. */
export async function getConferenceProgramme(
  db: Db,
  opts: { timezone: string; viewer: ViewerWithRights | null },
): Promise<ConferenceProgramme> {
  const panels = await loadProgrammeEvents(db, {
    where: and(eventVisibleTo(opts.viewer, 'live'), eq(events.eventtypeId, EVENT_TYPE.conference)),
  });
  return buildConferenceTimeline(
    panels.map((row) => toProgrammeEventDetail(row, { timezone: opts.timezone })),
    opts.timezone,
  );
}
