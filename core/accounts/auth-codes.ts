import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authCodes, users } from '../../db/schema';
import { AppError } from '../errors/app-error';

export type AuthCodeKind = 'confirm' | 'reset' | 'email' | 'invite';

const HOUR = 3_600_000;
/**
 * How long a code stays valid: a reset link for an hour, a confirmation or e-mail change link for
 * two days, an invitation to an account an Admin created (it sets the first password) for a week.
 */
export const CODE_TTL_MS: Record<AuthCodeKind, number> = {
  confirm: 48 * HOUR,
  reset: HOUR,
  email: 48 * HOUR,
  invite: 7 * 24 * HOUR,
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Issues a random 256-bit code; only its hash is stored. Returns the code for the e-mail link. */
export async function issueAuthCode(
  db: Db | Tx,
  opts: { userId: number; kind: AuthCodeKind; email?: string; redirectTo?: string | null; now?: Date },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = opts.now ?? new Date();
  await db.insert(authCodes).values({
    userId: opts.userId,
    kind: opts.kind,
    codeHash: hashCode(code),
    email: opts.email ?? null,
    redirectTo: opts.redirectTo ?? null,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS[opts.kind]),
  });
  return code;
}

/**
 * Uses a code once: one conditional update marks it used only if it is unused and unexpired,
 * so two concurrent uses cannot both succeed. Returns the user id (and an e-mail change's new
 * address, and the page a confirmation code was asked from). Several kinds: any of them is accepted (a password is set by a reset or an invite code).
 *
 * The account's row is locked first. Using a code voids the account's other codes in the same
 * transaction (voidAuthCodes), and a password or address change writes the account before it
 * voids them: with the account taken first everywhere, two of its codes used at once wait for
 * each other instead of each holding its own code row and waiting for the other's (a deadlock).
 */
export async function consumeAuthCode(
  tx: Tx,
  opts: { code: string; kind: AuthCodeKind | readonly AuthCodeKind[]; now?: Date },
): Promise<{ userId: number; email: string | null; redirectTo: string | null }> {
  const now = opts.now ?? new Date();
  const codeHash = hashCode(opts.code);
  const kinds = typeof opts.kind === 'string' ? [opts.kind] : [...opts.kind];
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, tx.select({ id: authCodes.userId }).from(authCodes).where(eq(authCodes.codeHash, codeHash))))
    .for('update');
  const [used] = await tx
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authCodes.codeHash, codeHash),
        inArray(authCodes.kind, kinds),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
      ),
    )
    .returning({ userId: authCodes.userId, email: authCodes.email, redirectTo: authCodes.redirectTo });
  if (used) return used;
  const [known] = await tx
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.codeHash, codeHash), inArray(authCodes.kind, kinds)));
  if (!known) throw new AppError('Auth.form.error.code.invalid', { field: 'code' });
  if (known.usedAt) throw new AppError('Auth.form.error.code.used', { field: 'code' });
  throw new AppError('Auth.form.error.code.expired', { field: 'code' });
}
