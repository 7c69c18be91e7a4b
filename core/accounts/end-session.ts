import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokedSessions, users } from '../../db/schema';
import { verifySessionToken } from './session-token';

/**
 * Logging out: the session a token stands for is refused from now on, by the API and the pages
 * alike (getSessionUser), while the user's other sessions stay signed in (decision 054). A
 * token that is no longer valid (forged, expired, its user deleted) has nothing to end.
 * Revocations of tokens that have expired meanwhile are pruned on the way.
 */
export async function endSession(db: Db, opts: { token: string; secret: string; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  const claims = verifySessionToken(opts.token, opts.secret, now);
  if (!claims) return;
  await db.transaction(async (tx) => {
    await tx.delete(revokedSessions).where(lte(revokedSessions.expiresAt, now));
    // Through a select on the user, so a deleted user's token is simply nothing to revoke.
    await tx
      .insert(revokedSessions)
      .select(
        tx
          .select({
            sessionId: sql<string>`${claims.sessionId}::text`.as('session_id'),
            userId: users.id,
            expiresAt: sql<Date>`${new Date(claims.expiresAt * 1000).toISOString()}::timestamptz`.as('expires_at'),
          })
          .from(users)
          .where(eq(users.id, claims.userId)),
      )
      .onConflictDoNothing();
  });
}
