import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes, ticketOrders, tickets } from '../../db/schema';
import { currentEditionId } from '../editions/current-edition';

/**
 * What the Me page tells a holder of a paid order's ticket about the conference hall (decision
 * 081): that their session opens it, and the order's livestream password for another device.
 * `code` is null for a code issued before codes were kept readable (it went by e-mail), or
 * when the order's code was revoked.
 */
export type ConferencePass = { orderNumber: string; code: string | null };

/** The conference pass of a user who holds a valid ticket of a paid order of the current edition; null for anyone else. */
export async function findConferencePass(db: Db, opts: { userId: number }): Promise<ConferencePass | null> {
  const [held] = await db
    .select({ orderId: ticketOrders.id, number: ticketOrders.number })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .where(
      and(
        eq(tickets.holderUserId, opts.userId),
        eq(tickets.editionId, currentEditionId),
        isNull(tickets.voidedAt),
        eq(ticketOrders.status, 'paid'),
      ),
    )
    .limit(1);
  if (!held) return null;
  const [code] = await db
    .select({ shownCode: accessCodes.shownCode })
    .from(accessCodes)
    .where(and(eq(accessCodes.orderId, held.orderId), eq(accessCodes.conference, true), isNull(accessCodes.revokedAt)))
    .orderBy(desc(accessCodes.id))
    .limit(1);
  return { orderNumber: held.number, code: code?.shownCode ?? null };
}
