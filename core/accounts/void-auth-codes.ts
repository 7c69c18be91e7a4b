import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authCodes } from '../../db/schema';
import type { AuthCodeKind } from './auth-codes';

/** What happened to an account, as far as the links mailed before are concerned. */
export type AccountChange = {
  /** A password was set: by a reset or invitation link, by the owner, or by an Admin. */
  password?: boolean;
  /** The address became another mailbox: a confirmed change, or an Admin's (not a change of letter case). */
  address?: boolean;
  /** The account was blocked. */
  block?: boolean;
  /** Only a pending e-mail change ends: a newer one was asked for, or the address was saved as it is. */
  emailChangeEnds?: boolean;
};

/**
 * Which unused codes of an account a change voids (decision 060): a link mailed before the
 * change must not undo it. A new password voids every other link that sets one (reset,
 * invitation) and a pending e-mail change, as a block does; a new address voids besides every
 * link sent to the old one, confirmation links included (they would confirm the new address
 * with the old mailbox). A newer e-mail change, or saving the address as it is, ends a pending
 * change only.
 */
export function codesVoidedBy(change: AccountChange): AuthCodeKind[] {
  const kinds = new Set<AuthCodeKind>();
  if (change.password || change.block || change.address) for (const k of ['reset', 'invite', 'email'] as const) kinds.add(k);
  if (change.address) kinds.add('confirm');
  if (change.emailChangeEnds) kinds.add('email');
  return [...kinds];
}

/**
 * Marks the account's unused codes that a change voids as used, in the change's transaction.
 * The caller holds the account's row (it wrote it, or consumeAuthCode locked it), so a code
 * used at the same moment either came first or finds itself used.
 */
export async function voidAuthCodes(tx: Tx, userId: number, change: AccountChange, now = new Date()) {
  const kinds = codesVoidedBy(change);
  if (!kinds.length) return;
  await tx
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.userId, userId), inArray(authCodes.kind, kinds), isNull(authCodes.usedAt)));
}
