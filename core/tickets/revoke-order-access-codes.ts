import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accessCodes } from '../../db/schema';

/**
 * Revokes the livestream access codes an order issued, in the caller's transaction (a cancel, a
 * payment taken back): revoked, not expired, so no later change of their validity opens streams
 * with them again. Returns the ids revoked now.
 */
export async function revokeOrderAccessCodes(tx: Tx, orderId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(accessCodes)
    .set({ revokedAt: now })
    .where(and(eq(accessCodes.orderId, orderId), isNull(accessCodes.revokedAt)))
    .returning({ id: accessCodes.id });
  return rows.map((r) => r.id);
}
