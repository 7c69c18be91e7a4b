import type { Db, Tx } from '../../db/client';
import { userConsents, type ConsentKind, type ConsentSource } from '../../db/schema';
import { CONSENT_VERSIONS } from './consent-texts';

export type ConsentsToRecord = {
  owner: { userId: number } | { orderId: number };
  kinds: readonly ConsentKind[];
  source: ConsentSource;
  at: Date;
};

/** The rows of `recordConsents`, for a caller that writes them within a statement of its own (the order's insert). */
export function consentRows(opts: ConsentsToRecord) {
  const owner = 'userId' in opts.owner ? { userId: opts.owner.userId } : { orderId: opts.owner.orderId };
  return opts.kinds.map(
    (kind) =>
      ({
        ...owner,
        kind,
        version: CONSENT_VERSIONS[kind],
        source: opts.source,
        acceptedAt: opts.at,
      }) satisfies typeof userConsents.$inferInsert,
  );
}

/**
 * Records the texts a person accepted, each with the version in force and the instant, in the
 * transaction that creates what they accepted them for (the account, the order). An account's
 * consents go with the account; an order's stay with the order (decision 154).
 */
export async function recordConsents(tx: Tx | Db, opts: ConsentsToRecord): Promise<void> {
  if (!opts.kinds.length) return;
  await tx.insert(userConsents).values(consentRows(opts));
}
