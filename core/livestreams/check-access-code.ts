import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes } from '../../db/schema';
import { currentEditionId } from '../editions/current-edition';
import { accessCodeHashes } from './hash-access-code';
import type { PassRights } from './livestream-access';

export type VerifiedCode = PassRights & { id: number };

/** How often a remembered code's "last used" is written while it is being watched with. */
const USE_MARK_MS = 15 * 60_000;

/** Not revoked, not expired, and of the current edition: a passphrase of a past edition opens nothing (decision 146). */
const usable = (now: Date) =>
  and(
    eq(accessCodes.editionId, currentEditionId),
    isNull(accessCodes.revokedAt),
    or(isNull(accessCodes.validUntil), gt(accessCodes.validUntil, now)),
  );

/**
 * A passphrase's code when it exists, is not revoked and is still valid (compared by hash:
 * passphrases are not stored; letter case does not count, decision 108); marks it used.
 */
export async function checkAccessCode(db: Db, passphrase: string, now = new Date()): Promise<VerifiedCode | null> {
  const [row] = await db
    .update(accessCodes)
    .set({ lastUsedAt: now })
    .where(and(inArray(accessCodes.codeHash, accessCodeHashes(passphrase)), usable(now)))
    .returning({ id: accessCodes.id, conference: accessCodes.conference, seminars: accessCodes.seminars });
  return row ?? null;
}

/**
 * The rights of a remembered code, read again on each request: a code that expired, was revoked
 * or removed opens nothing. Its "last used" moves on at most every 15 minutes of watching.
 */
export async function rightsOfCode(db: Db, codeId: number, now = new Date()): Promise<PassRights | null> {
  const [row] = await db
    .select({ conference: accessCodes.conference, seminars: accessCodes.seminars, lastUsedAt: accessCodes.lastUsedAt })
    .from(accessCodes)
    .where(and(eq(accessCodes.id, codeId), usable(now)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > USE_MARK_MS)
    await db
      .update(accessCodes)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(accessCodes.id, codeId),
          or(isNull(accessCodes.lastUsedAt), lt(accessCodes.lastUsedAt, new Date(now.getTime() - USE_MARK_MS))),
        ),
      );
  return { conference: row.conference, seminars: row.seminars };
}
