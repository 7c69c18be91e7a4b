import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { creditTaxDocument } from './credit-tax-document';
import { enqueueCreditMail } from './enqueue-cancellation-mail';
import { lockTicketOrder } from './lock-ticket-order';
import { presentAdminOrder, type AdminTicketOrder } from './order-admin-query';
import { requireTicketManager } from './require-ticket-manager';
import { revokeOrderAccessCodes } from './revoke-order-access-codes';
import { voidOrderTickets } from './void-order-tickets';

/**
 * Takes back a mistaken "paid" (Admins, decision 074), under the order's row lock: a paid order
 * goes back to awaiting payment, its access codes are revoked and its tickets void, so marking
 * it paid again issues new ones. The tax document the payment brought is answered by a credit
 * note (decision 078), mailed to the buyer (and the billing e-mail) with a word that the codes
 * sent no longer work; the next payment issues a new tax document. Refused (409) once anyone but the buyer's own
 * account claimed one of its tickets (`TicketOrder.unpaid.claimed`: release them first, or cancel
 * the order), and for an order not paid (`TicketOrder.unpaid.notPaid`); one already awaiting is
 * answered as it is (`changed: false`).
 */
export async function markOrderUnpaid(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; id: number; mail: MailSettings; now?: Date },
): Promise<{ data: AdminTicketOrder; changed: boolean }> {
  const viewer = requireTicketManager(opts.viewer);
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockTicketOrder(tx, opts.id);
    if (order.status === 'awaiting') return { data: await presentAdminOrder(tx, order), changed: false };
    if (order.status !== 'paid') {
      throw new AppError('TicketOrder.unpaid.notPaid', { params: { number: order.number } });
    }
    // Claims take the ticket's row lock; the order's lock keeps new tickets from being issued meanwhile.
    const claimed = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.orderId, order.id),
          isNull(tickets.voidedAt),
          isNotNull(tickets.holderUserId),
          order.userId === null ? undefined : ne(tickets.holderUserId, order.userId),
        ),
      )
      .for('update');
    if (claimed.length) {
      throw new AppError('TicketOrder.unpaid.claimed', { params: { number: order.number, count: claimed.length } });
    }
    const revoked = await revokeOrderAccessCodes(tx, order.id, now);
    const voided = await voidOrderTickets(tx, order.id, now);
    const [awaiting] = await tx
      .update(ticketOrders)
      .set({ status: 'awaiting', paidAt: null, updated_at: now })
      .where(eq(ticketOrders.id, order.id))
      .returning();
    // Numbering last: the credit notes' counter is locked from here to the commit.
    const credit = await creditTaxDocument(tx, order.id, { reason: 'paymentTakenBack', now });
    if (credit) await enqueueCreditMail(tx, awaiting!, opts.mail, 'ticket-payment-taken-back', credit);
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'ticket-orders',
      entityId: order.id,
      label: order.number,
      before: { status: order.status, paidAt: order.paidAt, revokedAccessCodes: [], voidedTickets: 0, creditNote: null },
      after: {
        status: awaiting!.status,
        paidAt: awaiting!.paidAt,
        revokedAccessCodes: revoked,
        voidedTickets: voided.voided,
        creditNote: credit?.note.number ?? null,
      },
    });
    return { data: await presentAdminOrder(tx, awaiting!), changed: true };
  });
}
