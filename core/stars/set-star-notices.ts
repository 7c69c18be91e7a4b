import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Turns change notices for one's starred sessions on or off (decision 135): the account's own
 * choice, made on My programme; off by default, since a star alone is no request for mail.
 */
export async function setStarNotices(db: Db, opts: { userId: number; on: boolean }): Promise<void> {
  await db.update(users).set({ starNotices: opts.on }).where(eq(users.id, opts.userId));
}

/** Whether the account asked for change notices of its starred sessions. */
export async function findStarNotices(db: Db, opts: { userId: number }): Promise<boolean> {
  const [row] = await db.select({ on: users.starNotices }).from(users).where(eq(users.id, opts.userId));
  return row?.on ?? false;
}
