import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { orderPayment, type OrderPayment } from './get-order-page';
import { awaitsPayment, buyerPayment, type BuyerPayment } from './payment-state';

/** An order of the user that still awaits (part of) its payment, as the Me page puts it first. */
export type PendingOrder = {
  number: string;
  pageToken: string;
  currency: string;
  payment: BuyerPayment;
  pay: OrderPayment;
};

/**
 * The user's orders with something left to pay, newest first, each with how to pay it and its
 * QR code (decision 080). While one exists, no screen offers the user another ticket to buy.
 */
export async function findPendingOrders(db: Db, opts: { userId: number }): Promise<PendingOrder[]> {
  const rows = await db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.userId, opts.userId))
    .orderBy(desc(ticketOrders.created_at), desc(ticketOrders.id));
  const pending = rows.map((row) => ({ row, payment: buyerPayment(row) })).filter(({ payment }) => awaitsPayment(payment));
  return Promise.all(
    pending.map(async ({ row, payment }) => ({
      number: row.number,
      pageToken: row.pageToken,
      currency: row.currency,
      payment,
      pay: await orderPayment(row, payment.missing),
    })),
  );
}
