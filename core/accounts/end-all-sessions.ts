import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Signing out everywhere (decision 090): every session the user has, on every device and API
 * client, is refused from now on, by bumping `users.tokenVersion` as a password change does
 * (decision 054); getSessionUser compares it with the token's.
 */
export async function endAllSessions(db: Db, opts: { userId: number }): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, opts.userId));
}
