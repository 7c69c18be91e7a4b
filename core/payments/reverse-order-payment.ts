import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ticketOrders } from '../../db/schema';
import { orderPayments } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { lockTicketOrder } from '../tickets/lock-ticket-order';
import { authorized } from '../authorization/authorize';
import { issueDateOf } from '../tickets/order-dates';
import { recordOrderPayment, type PaymentActor, type PaymentRow } from './record-order-payment';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * Takes one payment back on a locked order (decisions 074, 075): a reversing row of the negative
 * amount, booked today, pointing at it; never an edit. A statement line so freed waits to be
 * assigned again. A paid order left short goes back to awaiting (recordOrderPayment).
 */
export async function reversePaymentRow(
  tx: Tx,
  order: OrderRow,
  row: PaymentRow,
  opts: { actor: PaymentActor; mail: MailSettings; now: Date },
) {
  return recordOrderPayment(
    tx,
    order,
    {
      amountMinor: -row.amountMinor,
      currency: row.currency,
      bookedOn: issueDateOf(opts.now),
      counterAccount: row.counterAccount,
      variableSymbol: row.variableSymbol,
      message: row.message,
      source: row.source,
      bankPaymentId: row.bankPaymentId,
      reversesId: row.id,
    },
    opts,
  );
}

/**
 * Takes back one payment of an order (Admins), under the order's row lock: refused for a
 * reversing row (400 `Payment.reverse.reversal`) and on a cancelled order, whose money is a
 * refund's business (409 `Payment.reverse.cancelled`); one already taken back is answered as it
 * is (`changed: false`).
 */
export async function reverseOrderPayment(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; id: number; mail: MailSettings; now?: Date },
): Promise<{ changed: boolean; orderId: number }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(orderPayments).where(eq(orderPayments.id, opts.id));
    if (!found) throw notFound('Payment');
    if (found.amountMinor < 0) throw new AppError('Payment.reverse.reversal');
    const order = await lockTicketOrder(tx, found.orderId);
    if (order.status === 'cancelled') throw new AppError('Payment.reverse.cancelled', { params: { number: order.number } });
    const [taken] = await tx.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.reversesId, found.id));
    if (taken) return { changed: false, orderId: order.id };
    await reversePaymentRow(tx, order, found, { actor: viewer, mail: opts.mail, now });
    return { changed: true, orderId: order.id };
  });
  // Its mails' PDFs are attached by the outbox worker now that the change is committed (decision 183).
  opts.mail.composeSoon?.();
  return done;
}
