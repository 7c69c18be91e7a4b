import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCodes } from '../../db/schema';

/** The new address of an unconfirmed, unexpired e-mail change, or null. */
export async function findPendingEmail(db: Db, opts: { userId: number; now?: Date }): Promise<string | null> {
  const [row] = await db
    .select({ email: authCodes.email })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, opts.userId),
        eq(authCodes.kind, 'email'),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, opts.now ?? new Date()),
      ),
    )
    .orderBy(desc(authCodes.id))
    .limit(1);
  return row?.email ?? null;
}
