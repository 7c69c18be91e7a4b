import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { consumeAuthCode } from './auth-codes';
import { hashPassword } from './password';

/**
 * Sets a new password with a single-use reset code. Earlier sessions end (token version bump),
 * and the address counts as confirmed, since the code arrived by e-mail.
 */
export async function resetPassword(db: Db, opts: { code: string; password: string }) {
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    const userId = await consumeAuthCode(tx, { code: opts.code, kind: 'reset' });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, confirmed: true, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  });
}
