import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { creditTaxDocument } from '../tickets/credit-tax-document';
import { enqueueCreditMail } from '../tickets/enqueue-cancellation-mail';
import { revokeOrderAccessCodes } from '../tickets/revoke-order-access-codes';
import { voidOrderTickets } from '../tickets/void-order-tickets';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * A locked paid order whose ledger no longer reaches its total goes back to awaiting payment
 * (decision 074, now by a reversing ledger row, decision 075): its access codes are revoked and
 * its tickets void, so the payment that completes it again issues new ones. The tax document the
 * payment brought is answered by a credit note (decision 078), mailed to the buyer (and the
 * billing e-mail) with a word that the codes sent no longer work. Refused (409
 * `TicketOrder.unpaid.claimed`) once anyone but the buyer's own account claimed one of its tickets.
 */
export async function unsettleOrder(
  tx: Tx,
  order: OrderRow,
  now: Date,
  mail: MailSettings,
): Promise<{ order: OrderRow; revokedAccessCodes: number[]; voidedTickets: number; creditNote: string | null }> {
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
  if (credit) await enqueueCreditMail(tx, awaiting!, mail, 'ticket-payment-taken-back', credit);
  return { order: awaiting!, revokedAccessCodes: revoked, voidedTickets: voided.voided, creditNote: credit?.note.number ?? null };
}
