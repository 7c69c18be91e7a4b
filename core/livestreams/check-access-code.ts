import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes } from '../../db/schema';
import { hashAccessCode } from './hash-access-code';
import type { PassRights } from './livestream-access';

export type VerifiedCode = PassRights & { id: number };

const valid = (now: Date) => or(isNull(accessCodes.validUntil), gt(accessCodes.validUntil, now));

/** A passphrase's code when it exists and is still valid (compared by hash: passphrases are not stored). */
export async function checkAccessCode(db: Db, passphrase: string, now = new Date()): Promise<VerifiedCode | null> {
  const hash = hashAccessCode(passphrase);
  const [row] = await db
    .select({ id: accessCodes.id, conference: accessCodes.conference, seminars: accessCodes.seminars })
    .from(accessCodes)
    .where(and(eq(accessCodes.codeHash, hash), valid(now)));
  return row ?? null;
}

/** The rights of a remembered code, read again on each request: a code that expired or was removed opens nothing. */
export async function rightsOfCode(db: Db, codeId: number, now = new Date()): Promise<PassRights | null> {
  const [row] = await db
    .select({ conference: accessCodes.conference, seminars: accessCodes.seminars })
    .from(accessCodes)
    .where(and(eq(accessCodes.id, codeId), valid(now)));
  return row ?? null;
}
