import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { consumeAuthCode } from './auth-codes';
import { markConfirmed } from './confirm-email';
import { hashPassword } from './password';
import { voidAuthCodes } from './void-auth-codes';

/** The codes that set a password: a reset link, or the invitation to an account an Admin created. */
export const PASSWORD_CODE_KINDS = ['reset', 'invite'] as const;

/**
 * Sets a new password with a single-use reset or invitation code. Earlier sessions end (token
 * version bump), and so do the account's other reset and invitation links and a pending e-mail
 * change (decision 060). The address counts as confirmed, since the code arrived by e-mail (the
 * first proof makes a Registred account a Confirmed member). A blocked account is refused, whatever
 * code it holds: no door signs it in.
 */
export async function resetPassword(db: Db, opts: { code: string; password: string }) {
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    const { userId } = await consumeAuthCode(tx, { code: opts.code, kind: PASSWORD_CODE_KINDS });
    const [account] = await tx.select({ blocked: users.blocked }).from(users).where(eq(users.id, userId));
    if (account?.blocked) throw new AppError('Auth.form.error.blocked');
    await voidAuthCodes(tx, userId, { password: true });
    return markConfirmed(tx, userId, { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` });
  });
}
