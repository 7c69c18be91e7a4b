import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { editionTicketHolders, tickets } from '../../db/schema';

export type VoidedTickets = {
  /** How many of the order's tickets became void now. */
  voided: number;
  /** The former holders whose `hasTicket` was cleared. */
  clearedHolderIds: number[];
};

/**
 * Voids a cancelled order's tickets in the caller's transaction (decision 053): an unclaimed code
 * can no longer be claimed, a claimed one no longer counts, and its holder's `hasTicket` is
 * cleared for the tickets' edition unless they hold another valid ticket of it, as an Admin's release clears it. Holders and
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
    .returning({ holderUserId: tickets.holderUserId, editionId: tickets.editionId });
  const holderIds = voided.flatMap((t) => (t.holderUserId === null ? [] : [t.holderUserId]));
  if (!holderIds.length) return { voided: voided.length, clearedHolderIds: [] };
  // An order's tickets are all of its edition.
  const editionId = voided[0]!.editionId;
  const stillValid = tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        sql`${tickets.holderUserId} = ${editionTicketHolders.userId}`,
        eq(tickets.editionId, editionId),
        isNull(tickets.voidedAt),
      ),
    );
  const cleared = await tx
    .delete(editionTicketHolders)
    .where(
      and(eq(editionTicketHolders.editionId, editionId), inArray(editionTicketHolders.userId, holderIds), notExists(stillValid)),
    )
    .returning({ id: editionTicketHolders.userId });
  return { voided: voided.length, clearedHolderIds: cleared.map((u) => u.id).sort((a, b) => a - b) };
}
