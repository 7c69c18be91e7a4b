import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accessCodes, ticketOrders } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { hashAccessCode } from '../livestreams/hash-access-code';
import { newAccessCode } from '../livestreams/new-access-code';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { CONFERENCE_NAME } from './order-invoice';
import { issueOrderTickets } from './issue-order-tickets';
import { orderCodesMail } from './order-mail';
import { paidAtOf } from './paid-on';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * Marks a locked, awaiting order paid (decision 031), in the caller's transaction: the status and
 * `paidAt` (the payment's day: the day its ledger first reached the total, decision 075), one livestream access code for the order with conference and seminar rights (stored
 * hashed, labelled with the invoice number, linked to the order), the order's tickets with their
 * codes (decision 032), the buyer's mail with all the codes in their language, and the audit
 * entry. The payment ledger (`recordOrderPayment`) is the one caller: the admin's entry, a bank
 * statement's line and a line assigned later all come here through it.
 */
export async function settleOrder(
  tx: Tx,
  order: OrderRow,
  /** `paidOn`: the Prague day the payment that reached the total was booked (the bank's day). */
  opts: { actor: AuditActor; mail: MailSettings; now: Date; paidOn: string },
): Promise<OrderRow> {
  if (order.status !== 'awaiting') throw new RangeError(`order ${order.number} is ${order.status}, not awaiting`);
  const [paid] = await tx
    .update(ticketOrders)
    .set({ status: 'paid', paidAt: paidAtOf(opts.paidOn, opts.now), updated_at: opts.now })
    .where(eq(ticketOrders.id, order.id))
    .returning();
  await deliverOrderCodes(tx, paid!, opts.mail);
  await recordAudit(tx, {
    actor: opts.actor,
    action: 'update',
    entity: 'ticket-orders',
    entityId: order.id,
    label: order.number,
    before: { status: order.status, paidAt: order.paidAt },
    after: { status: paid!.status, paidAt: paid!.paidAt },
  });
  return paid!;
}

/**
 * What a paid order brings, in the caller's transaction: one livestream access code with
 * conference and seminar rights (stored hashed, linked to the order), the order's tickets with
 * their codes, and the buyer's mail with every code. For orders marked paid, and for free
 * orders, which are paid when they are made.
 */
export async function deliverOrderCodes(tx: Tx, order: OrderRow, mail: MailSettings): Promise<void> {
  const code = newAccessCode();
  await tx.insert(accessCodes).values({
    label: `Objednávka ${order.number}`,
    codeHash: hashAccessCode(code),
    // The buyer's pages show it (decision 081): it is worth no more than the ticket codes beside it.
    shownCode: code,
    conference: true,
    seminars: true,
    orderId: order.id,
  });
  // The order's tickets with their codes, one of them the buyer's own (decision 032).
  const tickets = await issueOrderTickets(tx, order);
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const message = orderCodesMail({
    to: order.email,
    locale,
    recipient: { name: order.name, accountUrl: '' },
    eventName: CONFERENCE_NAME[locale],
    orderNumber: order.number,
    accessCodes: [code],
    ticketCodes: tickets.codes,
  });
  await enqueueMail(tx, { ...message, deliver: mail.deliver });
}
