import type { Tx } from '../../db/client';
import type { ticketOrderDocuments, ticketOrders } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { invoiceEmail } from './invoice-email';
import { formatMoney } from './invoice-format';
import { documentOrNull, orderEventName, orderTaxDocument } from './order-invoice';

type OrderRow = typeof ticketOrders.$inferSelect;
type DocumentRow = typeof ticketOrderDocuments.$inferSelect;

/** A credit note just issued and the invoice it answers. */
export type IssuedCredit = { note: DocumentRow; invoice: DocumentRow };

/**
 * A mail about a credit note of an order, in the change's transaction and the buyer's language,
 * to the buyer and (for its books) the billing e-mail when it is another address, with the
 * credit note PDF as the invoice came (attached after the commit, decision 183): the cancellation (`ticket-order-cancelled`, which for an
 * order never paid says there is no tax document to correct) or a payment taken back
 * (`ticket-payment-taken-back`, decision 074). When the supplier data could not make the PDF
 * the mail names the credit note without it rather than not going at all.
 */
export async function enqueueCreditMail(
  tx: Tx,
  order: OrderRow,
  mail: MailSettings,
  template: 'ticket-order-cancelled' | 'ticket-payment-taken-back',
  credit: IssuedCredit | null,
  /** The refunds a cancel created (decision 076): the mail says what goes back to which account. */
  refunds: { amountMinor: number; counterAccount: string }[] = [],
): Promise<void> {
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  // The PDF is attached by the outbox worker after the commit (decision 183).
  const attached = credit !== null && documentOrNull(() => orderTaxDocument(order, credit.note, credit.invoice)) !== null;
  const vars = {
    name: order.name,
    event: orderEventName(order, locale),
    number: order.number,
    invoice: credit?.invoice.number ?? '',
    creditNote: credit?.note.number ?? '',
    attached,
    url: '',
    refunds: refunds.map((r) => ({
      amount: formatMoney(r.amountMinor / 100, locale, order.currency),
      account: r.counterAccount,
    })),
  };
  // The billing e-mail got the payment request too: it learns not to pay it.
  for (const to of new Set([order.email, invoiceEmail(order)])) {
    await enqueueMail(tx, {
      to,
      template,
      locale,
      vars,
      deliver: mail.deliver,
      orderId: order.id,
      ...(attached ? { attachDocument: { id: credit.note.id } } : {}),
    });
  }
}

/**
 * The mail of a cancelled order (decision 031): its tickets and codes void, the credit note of its
 * tax document if it had one, and what the paid money's refunds send back to which account (076).
 */
export const enqueueCancellationMail = (
  tx: Tx,
  order: OrderRow,
  mail: MailSettings,
  credit: IssuedCredit | null,
  refunds: { amountMinor: number; counterAccount: string }[],
) => enqueueCreditMail(tx, order, mail, 'ticket-order-cancelled', credit, refunds);
