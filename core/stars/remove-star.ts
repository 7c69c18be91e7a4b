import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userStars } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { findStarIds } from './find-stars';

/** Takes a star off (any event, even one no longer visible); removing one that is not there changes nothing. Returns the stars after. */
export async function removeStar(db: Db, opts: { viewer: ViewerWithRights; eventId: number }): Promise<number[]> {
  await db.delete(userStars).where(and(eq(userStars.userId, opts.viewer.id), eq(userStars.eventId, opts.eventId)));
  return findStarIds(db, { userId: opts.viewer.id, viewer: opts.viewer });
}
