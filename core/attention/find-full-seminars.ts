import { and, asc, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { canUseAdminArea, type ViewerWithRights } from '../accounts/policy';
import { eventEditableBy, eventIsPublished } from '../events/event-visibility';
import { ATTENTION_ITEMS, type AttentionList } from './attention-list';
import { occupancyColumns, someoneWaits } from './session-occupancy';
import { eventInCurrentEdition } from '../editions/current-edition';

export type FullSeminar = {
  id: number;
  name: string;
  name_en: string | null;
  start: Date;
  max_users: number;
  taken: number;
  waiting: number;
};

/**
 * Seminars not over yet whose seats are all taken and people wait for one, the soonest first:
 * every one for Admins, an Organizer's exhibitors' (the events they edit); null for anyone else.
 */
export async function findFullSeminars(
  db: Db,
  opts: { viewer: ViewerWithRights; now: Date },
): Promise<AttentionList<FullSeminar> | null> {
  if (!canUseAdminArea(opts.viewer)) return null;
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      name_en: events.name_en,
      start: events.start,
      max_users: events.max_users,
      ...occupancyColumns,
    })
    .from(events)
    .where(
      and(
        eventInCurrentEdition,
        eventIsPublished,
        eventEditableBy(opts.viewer),
        isNotNull(events.max_users),
        gt(events.end, opts.now),
        someoneWaits,
      ),
    )
    .orderBy(asc(events.start), asc(events.id));
  const full = rows.filter((r) => r.max_users !== null && r.taken >= r.max_users).map((r) => ({ ...r, max_users: r.max_users! }));
  return { total: full.length, items: full.slice(0, ATTENTION_ITEMS) };
}
