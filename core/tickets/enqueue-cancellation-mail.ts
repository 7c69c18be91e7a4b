import type { Tx } from '../../db/client';
import type { ticketOrders } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { buildCreditNote } from './invoice-document';
import { invoiceEmail } from './invoice-email';
import { formatMoney } from './invoice-format';
import { CONFERENCE_NAME, orderInvoice } from './order-invoice';
import { invoiceAttachment } from './order-mail';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * The mail of a cancelled order, in the cancel's transaction and the buyer's language: the buyer
 * learns that the order, its tickets and codes are cancelled, with the credit note PDF, as the
 * invoice came; the billing e-mail, when it is another address, gets the same mail for its
 * books. When money was paid, it says how much goes back to which account (decision 076). When the supplier data could not make an invoice (no bank account then), the mail names
 * the credit note without the PDF rather than not going at all.
 */
export async function enqueueCancellationMail(
  tx: Tx,
  order: OrderRow,
  mail: MailSettings,
  /** The refunds the cancel created (decision 076): the mail says what goes back to which account. */
  refunds: { amountMinor: number; counterAccount: string }[] = [],
): Promise<void> {
  if (!order.creditNoteNumber || !order.creditNoteIssuedOn) throw new RangeError(`order ${order.number} has no credit note`);
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  let attachments: Parameters<typeof enqueueMail>[1]['attachments'] = [];
  try {
    const note = buildCreditNote(orderInvoice(order), order.creditNoteNumber, order.creditNoteIssuedOn);
    // pdfkit loads with the first PDF, not at start-up (decision 050).
    const { renderInvoicePdf } = await import('./invoice-pdf');
    attachments = [invoiceAttachment(note, await renderInvoicePdf(note))];
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
  }
  const vars = {
    name: order.name,
    event: CONFERENCE_NAME[locale],
    number: order.number,
    creditNote: order.creditNoteNumber,
    attached: attachments.length > 0,
    url: '',
    refunds: refunds.map((r) => ({
      amount: formatMoney(r.amountMinor / 100, locale, order.currency),
      account: r.counterAccount,
    })),
  };
  for (const to of new Set([order.email, invoiceEmail(order)])) {
    await enqueueMail(tx, { to, template: 'ticket-order-cancelled', locale, vars, attachments, deliver: mail.deliver });
  }
}
