import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, userStars } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { remember, type ReadMemo } from '../serialize/read-memo';
import { eventVisibleTo } from '../events/event-visibility';

/**
 * The ids of the events a user starred that the viewer may see now, oldest star first. A star
 * on an event taken back to a draft stays stored and shows again once it is published.
 */
export async function findStarIds(db: Db, opts: { userId: number; viewer: ViewerWithRights | null }): Promise<number[]> {
  const rows = await db
    .select({ id: userStars.eventId })
    .from(userStars)
    .innerJoin(events, eq(events.id, userStars.eventId))
    .where(and(eq(userStars.userId, opts.userId), eventVisibleTo(opts.viewer, 'live')))
    .orderBy(asc(userStars.created_at), asc(userStars.eventId));
  return rows.map((r) => r.id);
}

/**
 * A signed-in viewer's own stars as every page of the site shows them, kept per user between
 * writes (a star, a sign-up, a new right are writes; decision 174): the site layout's and, for a
 * page shared by a visibility class, what is filled into its placeholder (decision 200).
 */
export function keptStarIds(db: Db, viewer: ViewerWithRights, memo: ReadMemo | undefined): Promise<number[]> {
  return remember(memo, `site:stars:${viewer.id}`, () => findStarIds(db, { userId: viewer.id, viewer }));
}
