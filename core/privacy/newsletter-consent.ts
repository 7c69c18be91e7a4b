import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userConsents } from '../../db/schema';
import { recordConsents } from './record-consents';

/** The account's standing newsletter opt-in: since when, or null when none stands (decision 154). */
export async function findNewsletterConsent(db: Db | Tx, userId: number): Promise<{ since: Date } | null> {
  const [row] = await db
    .select({ since: userConsents.acceptedAt })
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), eq(userConsents.kind, 'newsletter'), isNull(userConsents.withdrawnAt)))
    .orderBy(desc(userConsents.acceptedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Gives or withdraws the newsletter opt-in from the Me page (GDPR Art. 7(3): withdrawing is as
 * easy as giving). Giving records a consent with the text's version (source `me`) unless one
 * stands; withdrawing stamps `withdrawnAt` on every standing one, never deleting the record of
 * what was given when. Idempotent; under the account's row lock, so two clicks record one.
 */
export async function setNewsletterConsent(
  db: Db,
  opts: { userId: number; subscribed: boolean; at: Date },
): Promise<{ since: Date } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${opts.userId} for update`);
    const standing = await findNewsletterConsent(tx, opts.userId);
    if (opts.subscribed) {
      if (standing) return standing;
      await recordConsents(tx, { owner: { userId: opts.userId }, kinds: ['newsletter'], source: 'me', at: opts.at });
      return { since: opts.at };
    }
    if (standing)
      await tx
        .update(userConsents)
        .set({ withdrawnAt: opts.at })
        .where(
          and(eq(userConsents.userId, opts.userId), eq(userConsents.kind, 'newsletter'), isNull(userConsents.withdrawnAt)),
        );
    return null;
  });
}
