import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tickets, users } from '../../db/schema';

export type VoidedTickets = {
  /** How many of the order's tickets became void now. */
  voided: number;
  /** The former holders whose `hasTicket` was cleared. */
  clearedHolderIds: number[];
};

/**
 * Voids a cancelled order's tickets in the caller's transaction (decision 053): an unclaimed code
 * can no longer be claimed, a claimed one no longer counts, and its holder's `hasTicket` is
 * cleared unless they hold another valid ticket, as an Admin's release clears it. Holders and
 * claim times stay for the record; seminar sign-ups stay as a release leaves them.
 *
 * One UPDATE of the order's tickets takes their row locks: a claim already writing one of them
 * is waited for and its holder is returned here; a claim that comes after finds the ticket void.
 */
export async function voidOrderTickets(tx: Tx, orderId: number, now: Date): Promise<VoidedTickets> {
  const voided = await tx
    .update(tickets)
    .set({ voidedAt: now })
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.voidedAt)))
    .returning({ holderUserId: tickets.holderUserId });
  const holderIds = voided.flatMap((t) => (t.holderUserId === null ? [] : [t.holderUserId]));
  if (!holderIds.length) return { voided: voided.length, clearedHolderIds: [] };
  const stillValid = tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.holderUserId, users.id), isNull(tickets.voidedAt)));
  const cleared = await tx
    .update(users)
    .set({ hasTicket: false })
    .where(and(inArray(users.id, holderIds), eq(users.hasTicket, true), notExists(stillValid)))
    .returning({ id: users.id });
  return { voided: voided.length, clearedHolderIds: cleared.map((u) => u.id).sort((a, b) => a - b) };
}
