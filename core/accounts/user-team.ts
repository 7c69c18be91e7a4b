import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exhibitorEditors, users } from '../../db/schema';
import { reachesEveryRecord, type Viewer } from './policy';

/**
 * The accounts an Organizer works with (decision 085): themselves and the other editors of the
 * exhibitors they edit, as a condition on `users`; undefined for an Admin (every account).
 */
export function usersVisibleTo(db: Db, viewer: Viewer): SQL | undefined {
  if (reachesEveryRecord(viewer)) return undefined;
  const mine = db
    .select({ exhibitorId: exhibitorEditors.exhibitorId })
    .from(exhibitorEditors)
    .where(eq(exhibitorEditors.userId, viewer.id));
  const team = db
    .select({ userId: exhibitorEditors.userId })
    .from(exhibitorEditors)
    .where(inArray(exhibitorEditors.exhibitorId, mine));
  return or(eq(users.id, viewer.id), inArray(users.id, team));
}

/** Whether the account edits one of the exhibitors the viewer edits (the viewer's team). */
export async function sharesAnExhibitor(db: Db, opts: { viewer: Viewer; userId: number }): Promise<boolean> {
  const visible = usersVisibleTo(db, opts.viewer);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, opts.userId), visible));
  return row !== undefined;
}
