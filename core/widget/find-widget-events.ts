import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from '../programme/load-programme-events';
import { areaEventType } from '../programme/programme-areas';
import { byStart, toProgrammeItem, type ProgrammeItem } from '../programme/programme-item';
import type { WidgetParams } from './widget-params';

/** A widget lists at most this many events; an exhibitor has a handful, a whole area tens. */
export const WIDGET_MAX_EVENTS = 200;

/**
 * The events an embedded programme lists: published ones a guest may see (the API's and the
 * pages' rule, eventVisibleTo), of the exhibitor, hall and area asked for, by start as shown
 * (a late hall's events shifted, like every programme view). The widget never knows who looks.
 */
export async function findWidgetEvents(
  db: Db,
  opts: { params: Pick<WidgetParams, 'exhibitor' | 'hall' | 'area'>; timezone: string },
): Promise<ProgrammeItem[]> {
  const { exhibitor, hall, area } = opts.params;
  const rows = await loadProgrammeEvents(db, {
    where: and(
      eventVisibleTo(null, 'live'),
      exhibitor === null ? undefined : eq(events.exhibitorId, exhibitor),
      hall === null ? undefined : eq(events.hallId, hall),
      area === null ? undefined : eq(events.eventtypeId, areaEventType(area)),
    ),
    limit: WIDGET_MAX_EVENTS,
  });
  return rows.map((row) => toProgrammeItem(row, { timezone: opts.timezone })).sort(byStart);
}
