import { asc, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';

/**
 * When each edition is over, for the retention periods (decision 153): the end of its last event,
 * oldest edition first. Every edition is purged on its own end (decision 146), so a new edition
 * never waits for the oldest one's periods, and none is measured from another's. Editions
 * without events have nothing to purge.
 */
export async function findEditionEnds(db: Db): Promise<Date[]> {
  const end = max(events.end);
  const rows = await db.select({ end }).from(events).groupBy(events.editionId).orderBy(asc(end));
  return rows.flatMap((r) => (r.end ? [r.end] : []));
}
