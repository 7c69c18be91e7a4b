import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { livePayments } from '../payments/live-payments';
import { reversePaymentRow } from '../payments/reverse-order-payment';
import { lockTicketOrder } from './lock-ticket-order';
import { presentAdminOrder, type AdminTicketOrder } from './order-admin-query';
import { authorized } from '../authorization/authorize';

/**
 * Takes back a mistaken "paid" (Admins, decision 074), under the order's row lock: every payment
 * of a paid order not yet taken back gets its reversing row (decision 075), so the order goes
 * back to awaiting payment, its access codes revoked and its tickets void, and the tax document
 * the payment brought answered by a mailed credit note (decision 078); paying it again issues new
 * ones. Refused (409) once anyone but the buyer's own account claimed one of its tickets
 * (`TicketOrder.unpaid.claimed`: release them first, or cancel the order), and for an order not
 * paid (`TicketOrder.unpaid.notPaid`); one already awaiting is answered as it is (`changed: false`).
 */
export async function markOrderUnpaid(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; id: number; mail: MailSettings; now?: Date },
): Promise<{ data: AdminTicketOrder; changed: boolean }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    let order = await lockTicketOrder(tx, opts.id);
    if (order.status === 'awaiting') return { data: await presentAdminOrder(tx, order), changed: false };
    if (order.status !== 'paid') {
      throw new AppError('TicketOrder.unpaid.notPaid', { params: { number: order.number } });
    }
    const rows = await livePayments(tx, order.id);
    // A free order has no payment to take back.
    if (!rows.length) throw new AppError('TicketOrder.unpaid.notPaid', { params: { number: order.number } });
    for (const row of rows) {
      order = (await reversePaymentRow(tx, order, row, { actor: viewer, mail: opts.mail, now })).order;
    }
    return { data: await presentAdminOrder(tx, order), changed: true };
  });
  // Its mails' PDFs are attached by the outbox worker now that the change is committed (decision 183).
  opts.mail.composeSoon?.();
  return done;
}
