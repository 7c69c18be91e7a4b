import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { hashPassword, verifyPassword } from './password';

// Verified against when no account matches, so a wrong username costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Checks an identifier (username or e-mail, any case) and password; refuses blocked and unconfirmed accounts. */
export async function login(db: Db, opts: { identifier: string; password: string }) {
  const user = await checkCredentials(db, opts);
  if (!user.confirmed) {
    throw new AppError('Auth.form.error.confirmed');
  }
  return user;
}

/** The account an identifier and password open, confirmed or not; refuses a wrong pair and a blocked account. */
export async function checkCredentials(db: Db, opts: { identifier: string; password: string }) {
  const id = opts.identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, id), eq(sql`lower(${users.email})`, id)))
    .limit(1);
  const ok = await verifyPassword(opts.password, user?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-password'))));
  if (!user || !user.passwordHash || !ok) {
    throw new AppError('Auth.form.error.invalid');
  }
  if (user.blocked) throw new AppError('Auth.form.error.blocked');
  return user;
}
