import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { takenError, type TakenContext } from './taken-error';

type AccountField = 'username' | 'email';

/**
 * Which of a username and an e-mail another account already holds, compared without case as the
 * unique indexes compare them: one query, the first of `wanted` found taken (registration asks
 * about the e-mail first, a change about the username), null when all are free. `exceptId` is
 * the account being changed. The check is advice; the indexes decide a race (takenErrorFrom).
 */
export async function findTakenField(
  db: Db,
  wanted: Partial<Record<AccountField, string>>,
  opts: { exceptId?: number } = {},
): Promise<AccountField | null> {
  const asked = (Object.entries(wanted) as [AccountField, string | undefined][]).flatMap(([field, value]) =>
    value ? [{ field, value: value.toLowerCase() }] : [],
  );
  if (!asked.length) return null;
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(...asked.map(({ field, value }) => eq(sql`lower(${users[field]})`, value))),
        opts.exceptId === undefined ? undefined : ne(users.id, opts.exceptId),
      ),
    );
  return asked.find(({ field, value }) => rows.some((row) => row[field].toLowerCase() === value))?.field ?? null;
}

/** Refuses a username or e-mail another account holds with the taken error of `context` (see findTakenField). */
export async function assertAccountFree(
  db: Db,
  wanted: Partial<Record<AccountField, string>>,
  opts: { exceptId?: number; context?: TakenContext } = {},
): Promise<void> {
  const taken = await findTakenField(db, wanted, opts);
  if (taken) throw takenError(taken, opts.context);
}
