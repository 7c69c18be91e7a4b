import type { Tx } from '../../db/client';
import { mailOutbox, type ticketOrders } from '../../db/schema';
import { mailToComposeRow } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { orderMailRecipients } from './invoice-email';
import { documentOrNull, orderPaymentRequest } from './order-invoice';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * The order confirmation with its payment request PDF (zálohová faktura, decision 078), written
 * to the outbox in the order's transaction (so it exists exactly when the order was committed),
 * to the buyer; and the payment request to the billing e-mail when the buyer gave another one
 * (decision 068). Only the rows are written here: the outbox worker composes the text and renders
 * the PDF from the stored order after the commit (`composeOrderMail`, decision 157), so the
 * order's transaction, and every order waiting for its locks, never waits for a PDF. When the
 * organiser's supplier data cannot make a valid document (no bank account), the buyer's mail
 * goes without the PDF rather than losing the order, and the billing e-mail, which is there for
 * the documents, gets nothing; a free order has nothing to request and gets no copy either.
 */
export async function enqueueOrderMail(
  tx: Tx,
  order: OrderRow,
  mail: MailSettings,
  /** `buyerOnly`: the confirmation sent again from the order page goes to the buyer alone. */
  opts: { buyerOnly?: boolean } = {},
): Promise<void> {
  await tx.insert(mailOutbox).values(orderMailRows(order, mail, opts));
}

/**
 * The outbox rows of `enqueueOrderMail`, for the order's own insert, which writes them in the
 * statement that numbers the order (create-ticket-order.ts). Reads only what the order will
 * store: the addresses, the language, the total and the supplier snapshot.
 */
export function orderMailRows(
  order: Pick<OrderRow, 'id' | 'locale' | 'email' | 'billingEmail' | 'totalWithVat'> & Parameters<typeof orderPaymentRequest>[0],
  mail: MailSettings,
  opts: { buyerOnly?: boolean } = {},
) {
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const common = { locale, deliver: mail.deliver, orderId: order.id };
  const recipients = orderMailRecipients(order);
  const rows = [
    mailToComposeRow({
      ...common,
      to: recipients.buyer,
      template: 'ticket-order',
      compose: opts.buyerOnly ? 'order-confirmation-again' : 'order-confirmation',
    }),
  ];
  if (
    opts.buyerOnly ||
    !recipients.invoiceCopy ||
    order.totalWithVat === 0 ||
    documentOrNull(() => orderPaymentRequest(order)) === null
  )
    return rows;
  rows.push(
    mailToComposeRow({ ...common, to: recipients.invoiceCopy, template: 'ticket-invoice', compose: 'order-invoice-copy' }),
  );
  return rows;
}
