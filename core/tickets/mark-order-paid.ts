import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { lockTicketOrder } from './lock-ticket-order';
import { paidAtFor } from './paid-on';
import { presentAdminOrder, type AdminTicketOrder } from './order-admin-query';
import { requireTicketManager } from './require-ticket-manager';
import { settleOrder } from './settle-order';

/**
 * Marks an order paid (Admins), under its row lock: an awaiting order becomes paid with its
 * access code and mail (settleOrder); one already paid is answered as it is (`changed: false`),
 * so a double click or two admins at once issue one code; a cancelled one is 409
 * `TicketOrder.cancelled`. The payment's day may be given (between the order's issue and today).
 */
export async function markOrderPaid(
  db: Db,
  opts: {
    viewer: (Viewer & { username?: string | null }) | null;
    id: number;
    mail: MailSettings;
    /** The Prague day the money arrived (today when left out), stored as `paidAt`. */
    paidOn?: string | undefined;
    now?: Date;
  },
): Promise<{ data: AdminTicketOrder; changed: boolean }> {
  const viewer = requireTicketManager(opts.viewer);
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockTicketOrder(tx, opts.id);
    if (order.status === 'paid') return { data: await presentAdminOrder(tx, order), changed: false };
    if (order.status === 'cancelled') throw new AppError('TicketOrder.cancelled', { params: { number: order.number } });
    const paidAt = paidAtFor(opts.paidOn, order, now);
    const paid = await settleOrder(tx, order, { actor: viewer, mail: opts.mail, now, paidAt });
    return { data: await presentAdminOrder(tx, paid), changed: true };
  });
}
