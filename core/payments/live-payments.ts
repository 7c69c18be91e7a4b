import { and, asc, eq, gt, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orderPayments } from '../../db/schema';

const reversal = alias(orderPayments, 'reversal');

/** An order's payments not taken back, oldest first: what a take-back or a refund is about. */
export async function livePayments(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        gt(orderPayments.amountMinor, 0),
        notExists(tx.select({ id: reversal.id }).from(reversal).where(eq(reversal.reversesId, orderPayments.id))),
      ),
    )
    .orderBy(asc(orderPayments.id));
}
