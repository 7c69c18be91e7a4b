import type { Db } from '../../db/client';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from '../programme/load-programme-events';
import { areaEventType } from '../programme/programme-areas';
import type { Named } from '../programme/programme-item';
import type { WidgetParams } from './widget-params';

export type WidgetChoices = { exhibitors: Named[]; halls: Named[]; count: (p: WidgetParams) => number };

/**
 * What the snippet builder offers: the exhibitors and halls that have published events a guest
 * may see (an exhibitor without any would embed an empty list), by Czech name.
 */
export async function findWidgetChoices(db: Db): Promise<WidgetChoices> {
  const rows = await loadProgrammeEvents(db, { where: eventVisibleTo(null, 'live') });
  const distinct = (values: (Named | null)[]) => {
    const byId = new Map<number, Named>();
    for (const v of values) if (v) byId.set(v.id, { id: v.id, name: v.name, name_en: v.name_en });
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'cs') || a.id - b.id);
  };
  return {
    exhibitors: distinct(rows.map((r) => r.exhibitor)),
    halls: distinct(rows.map((r) => r.hall)),
    /** How many events a widget with these parameters lists (before its cap). */
    count: ({ exhibitor, hall, area }) =>
      rows.filter(
        (r) =>
          (exhibitor === null || r.exhibitorId === exhibitor) &&
          (hall === null || r.hall?.id === hall) &&
          (area === null || r.eventtypeId === areaEventType(area)),
      ).length,
  };
}
