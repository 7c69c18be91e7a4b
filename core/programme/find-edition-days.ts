import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { editionDays } from './programme-days';

/**
 * The days a day filter offers: the days on which the published events the viewer may see
 * run, of one programme area (event type) or of all, in one edition (the current one unless
 * named). Only start and end are read.
 */
export async function findEditionDays(
  db: Db,
  opts: { timezone: string; viewer: ViewerWithRights | null; eventtypeId?: number; edition?: EditionRef },
): Promise<string[]> {
  const rows = await db
    .select({ start: events.start, end: events.end })
    .from(events)
    .where(
      and(
        eventVisibleTo(opts.viewer, 'live', opts.edition),
        opts.eventtypeId !== undefined ? eq(events.eventtypeId, opts.eventtypeId) : undefined,
      ),
    );
  return editionDays(rows, opts.timezone);
}
