import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accessCodes, ticketOrders, type ticketOrderDocuments } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { hashAccessCode } from '../livestreams/hash-access-code';
import { newAccessCode } from '../livestreams/new-access-code';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { orderMailRecipients } from './invoice-email';
import { issueTaxDocument } from './issue-tax-document';
import { issueOrderTickets } from './issue-order-tickets';
import { documentOrNull, orderEventName, orderTaxDocument } from './order-invoice';
import { accountUrlOf, orderCodesMail, orderInvoiceMail } from './order-mail';
import { paidAtOf } from './paid-on';

type OrderRow = typeof ticketOrders.$inferSelect;
type DocumentRow = typeof ticketOrderDocuments.$inferSelect;

/**
 * Marks a locked, awaiting order paid (decision 031), in the caller's transaction: the status and
 * `paidAt`, the tax document dated on the payment's day (decision 078), one livestream access
 * code for the order with conference and seminar rights (stored hashed, linked to the order),
 * the order's tickets with their codes (decision 032), the buyer's mail with all the codes and
 * the tax document in their language, and the audit entry. Every way an order becomes paid
 * comes here through the payment ledger (`recordOrderPayment`, decision 075): the admin's
 * entry, a bank statement's line and a line assigned later, on the day the ledger first reached
 * the total.
 */
export async function settleOrder(
  tx: Tx,
  order: OrderRow,
  /** `paidOn`: the Prague day the payment that reached the total was booked (the bank's day). */
  opts: { actor: AuditActor; mail: MailSettings; now: Date; paidOn: string },
): Promise<OrderRow> {
  if (order.status !== 'awaiting') throw new RangeError(`order ${order.number} is ${order.status}, not awaiting`);
  const paidAt = paidAtOf(opts.paidOn, opts.now);
  const [paid] = await tx
    .update(ticketOrders)
    .set({ status: 'paid', paidAt, updated_at: opts.now })
    .where(eq(ticketOrders.id, order.id))
    .returning();
  const invoice = await deliverPaidOrder(tx, paid!, opts.mail, { paidOn: opts.paidOn, now: opts.now });
  await recordAudit(tx, {
    actor: opts.actor,
    action: 'update',
    entity: 'ticket-orders',
    entityId: order.id,
    label: order.number,
    before: { status: order.status, paidAt: order.paidAt, invoice: null },
    after: { status: paid!.status, paidAt: paid!.paidAt, invoice: invoice.number },
  });
  return paid!;
}

/**
 * What a paid order brings, in the caller's transaction: its tax document (issueTaxDocument),
 * one livestream access code with conference and seminar rights (stored hashed, linked to the
 * order), the order's tickets with their codes, the buyer's mail with every code and the tax
 * document, and the tax document for the billing e-mail when the buyer gave another one. For
 * orders marked paid, and for free orders, which are paid when they are made.
 */
export async function deliverPaidOrder(
  tx: Tx,
  order: OrderRow,
  mail: MailSettings,
  payment: { /** The Prague day the money arrived. */ paidOn: string; now: Date },
): Promise<DocumentRow> {
  const invoiceRow = await issueTaxDocument(tx, order, payment);
  const code = newAccessCode();
  await tx.insert(accessCodes).values({
    label: `Objednávka ${order.number}`,
    codeHash: hashAccessCode(code),
    // The buyer's pages show it (decision 081): it is worth no more than the ticket codes beside it.
    shownCode: code,
    conference: true,
    seminars: true,
    orderId: order.id,
    editionId: order.editionId,
  });
  // The order's tickets with their codes, one of them the buyer's own (decision 032).
  const tickets = await issueOrderTickets(tx, order);
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  // The PDF is attached by the outbox worker after the commit (decision 183): a statement of
  // many payments renders none inside its transaction.
  const document = documentOrNull(() => orderTaxDocument(order, invoiceRow));
  const invoice = document ? { document, pdf: null } : null;
  const attachDocument = document ? { id: invoiceRow.id } : undefined;
  const message = orderCodesMail({
    to: order.email,
    locale,
    recipient: { name: order.name, accountUrl: accountUrlOf(order, mail.links) },
    eventName: orderEventName(order, locale),
    orderNumber: order.number,
    accessCodes: [code],
    ticketCodes: tickets.codes,
    invoice,
  });
  await enqueueMail(tx, { ...message, deliver: mail.deliver, orderId: order.id, ...(attachDocument ? { attachDocument } : {}) });
  const copyTo = orderMailRecipients(order).invoiceCopy;
  if (copyTo && invoice) {
    const copy = orderInvoiceMail({
      pdf: null,
      invoice: invoice.document,
      buyer: { name: order.name, email: order.email },
      orderNumber: order.number,
      eventName: orderEventName(order, locale),
    });
    await enqueueMail(tx, { ...copy, deliver: mail.deliver, orderId: order.id, attachDocument: { id: invoiceRow.id } });
  }
  return invoiceRow;
}
