import { and, eq, gte, lt, max, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EVENT_TYPE, events } from '../../db/schema';

/**
 * When the edition is over, for the retention periods (decision 153). Until editions are their
 * own records, the edition is the year of the main day (the first conference session, else the
 * first seminar, as the home page names it; else the first event) and it ends with the last event starting that year.
 * Null when there is no programme yet. An edition record will hand its own end to `purgeDue`.
 */
export async function findEditionEnd(db: Db): Promise<Date | null> {
  const firstOf = async (type: number | null) =>
    (
      await db
        .select({ start: min(events.start) })
        .from(events)
        .where(type === null ? undefined : eq(events.eventtypeId, type))
    )[0]?.start ?? null;
  const mainDay = (await firstOf(EVENT_TYPE.conference)) ?? (await firstOf(EVENT_TYPE.seminar)) ?? (await firstOf(null));
  if (!mainDay) return null;
  const year = mainDay.getUTCFullYear();
  const [row] = await db
    .select({ end: max(events.end) })
    .from(events)
    .where(and(gte(events.start, new Date(Date.UTC(year, 0, 1))), lt(events.start, new Date(Date.UTC(year + 1, 0, 1)))));
  return row?.end ?? mainDay;
}
