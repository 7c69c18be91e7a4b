import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import type { MailSettings } from '../mailer/mail-settings';
import { livePayments } from '../payments/live-payments';
import { createRefunds, refundsDue } from '../refunds/create-refunds';
import { creditTaxDocument } from './credit-tax-document';
import { enqueueCancellationMail } from './enqueue-cancellation-mail';
import { lockTicketOrder } from './lock-ticket-order';
import { presentAdminOrder, type AdminTicketOrder } from './order-admin-query';
import { orderPaymentState } from './payment-state';
import { authorized } from '../authorization/authorize';
import { revokeOrderAccessCodes } from './revoke-order-access-codes';
import { voidOrderTickets } from './void-order-tickets';

/**
 * Cancels an order (Admins, decision 031), under its row lock: an awaiting or paid order becomes
 * cancelled with `cancelledAt`, its tax document, if it has one, is answered by a credit note
 * (creditTaxDocument, decision 078: an order never paid has none, so gets none), its access
 * codes are revoked, and its tickets become void, their holders losing `hasTicket`
 * (voidOrderTickets, decision 053). What the order's ledger holds becomes refunds to do, one per
 * account the money came from (decision 076). The buyer (and the billing e-mail) get the
 * cancellation with the credit note and what will be refunded. Nothing is deleted or
 * renumbered. One already cancelled is answered as it is (`changed: false`).
 */
export async function cancelTicketOrder(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; id: number; mail: MailSettings; now?: Date },
): Promise<{ data: AdminTicketOrder; changed: boolean }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    const order = await lockTicketOrder(tx, opts.id);
    if (order.status === 'cancelled') return { data: await presentAdminOrder(tx, order), changed: false };
    await revokeOrderAccessCodes(tx, order.id, now);
    const voided = await voidOrderTickets(tx, order.id, now);
    const [cancelled] = await tx
      .update(ticketOrders)
      .set({ status: 'cancelled', cancelledAt: now, updated_at: now })
      .where(eq(ticketOrders.id, order.id))
      .returning();
    const refunds = await createRefunds(tx, cancelled!, refundsDue(await livePayments(tx, order.id)));
    const [settled] = await tx
      .update(ticketOrders)
      .set({ paymentState: orderPaymentState(cancelled!, cancelled!.paidMinor).state })
      .where(eq(ticketOrders.id, order.id))
      .returning();
    // Numbering last: the credit notes' counter is locked from here to the commit.
    const credit = await creditTaxDocument(tx, order.id, { reason: 'cancelled', now });
    await enqueueCancellationMail(tx, settled!, opts.mail, credit, refunds);
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'ticket-orders',
      entityId: order.id,
      label: order.number,
      before: {
        status: order.status,
        cancelledAt: order.cancelledAt,
        creditNote: null,
        voidedTickets: 0,
        hasTicketClearedFor: [],
        refunds: [],
      },
      after: {
        status: cancelled!.status,
        cancelledAt: cancelled!.cancelledAt,
        creditNote: credit?.note.number ?? null,
        voidedTickets: voided.voided,
        hasTicketClearedFor: voided.clearedHolderIds,
        refunds: refunds.map((r) => r.id),
      },
    });
    return { data: await presentAdminOrder(tx, settled!), changed: true };
  });
  // Its mails' PDFs are attached by the outbox worker now that the change is committed (decision 183).
  opts.mail.composeSoon?.();
  return done;
}
