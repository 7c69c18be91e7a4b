import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { consumeAuthCode } from './auth-codes';

/** Confirms the e-mail address behind a single-use confirmation code; returns the user. */
export async function confirmEmail(db: Db, opts: { code: string }) {
  return db.transaction(async (tx) => {
    const userId = await consumeAuthCode(tx, { code: opts.code, kind: 'confirm' });
    const [user] = await tx.update(users).set({ confirmed: true }).where(eq(users.id, userId)).returning();
    return user!;
  });
}
