import { max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';

/**
 * The end of the current edition's latest public event (null without one): the wall and the
 * livestream banner say the edition is over after its day (`editionOver`, decision 106). Through
 * `eventVisibleTo(null, 'live')`, so another edition's events never count (decisions 146, 162).
 */
export async function findLiveEditionEnd(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ lastEnd: max(events.end) })
    .from(events)
    .where(eventVisibleTo(null, 'live'));
  return row?.lastEnd ?? null;
}
