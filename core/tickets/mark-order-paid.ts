import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { recordOrderPayment } from '../payments/record-order-payment';
import { lockTicketOrder } from './lock-ticket-order';
import { paidOnFor, type MarkPaidInput } from './paid-on';
import { presentAdminOrder, type AdminTicketOrder } from './order-admin-query';
import { authorized } from '../authorization/authorize';

/**
 * A payment an Admin enters by hand (decision 075), under the order's row lock: a ledger row of
 * the given amount (what is still missing when left out) on the given Prague day (today when left
 * out); the row that reaches the total settles the order (access code, tickets, mail). An order
 * already paid is answered as it is (`changed: false`), so a double click or two admins at once
 * record one payment; a cancelled one is 409 `TicketOrder.cancelled`.
 */
export async function markOrderPaid(
  db: Db,
  opts: {
    viewer: (Viewer & { username?: string | null }) | null;
    id: number;
    mail: MailSettings;
    input?: MarkPaidInput;
    now?: Date;
  },
): Promise<{ data: AdminTicketOrder; changed: boolean }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  const input = opts.input ?? {};
  const done = await db.transaction(async (tx) => {
    const order = await lockTicketOrder(tx, opts.id);
    if (order.status === 'paid') return { data: await presentAdminOrder(tx, order), changed: false };
    if (order.status === 'cancelled') throw new AppError('TicketOrder.cancelled', { params: { number: order.number } });
    const bookedOn = paidOnFor(input.paidOn, order, now);
    const amountMinor = input.amountMinor ?? order.totalWithVat * 100 - order.paidMinor;
    if (amountMinor <= 0) return { data: await presentAdminOrder(tx, order), changed: false };
    const result = await recordOrderPayment(
      tx,
      order,
      {
        amountMinor,
        currency: order.currency,
        bookedOn,
        counterAccount: input.counterAccount ?? '',
        variableSymbol: order.variableSymbol,
        message: input.message ?? '',
        source: 'manual',
      },
      { actor: viewer, mail: opts.mail, now },
    );
    return { data: await presentAdminOrder(tx, result.order), changed: true };
  });
  // Its mails' PDFs are attached by the outbox worker now that the change is committed (decision 183).
  opts.mail.composeSoon?.();
  return done;
}
