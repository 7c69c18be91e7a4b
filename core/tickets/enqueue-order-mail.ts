import type { Tx } from '../../db/client';
import type { ticketOrders } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { formatDay, formatMoney } from './invoice-format';
import { CONFERENCE_NAME, orderPaymentRequest } from './order-invoice';
import { orderConfirmationMail, orderInvoiceMail } from './order-mail';
import { formatIban } from './spd';
import { orderMailRecipients } from './invoice-email';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * The order confirmation with its payment request PDF (zálohová faktura, decision 078), written
 * to the outbox in the order's transaction (so it exists exactly when the order was committed),
 * in the buyer's language, to the buyer; and the payment request to the billing e-mail when the
 * buyer gave another one (decision 068). A free order has nothing to request: its confirmation
 * goes without a PDF, and its tax document follows with the codes. Rendering takes some 25 ms
 * inside the transaction: the price of a mail that can never go missing or name another order.
 * When the organiser's supplier data cannot make a valid document yet (no bank account), the
 * buyer's mail goes without the PDF rather than losing the order, and the billing e-mail, which
 * is there for the documents, gets nothing. The mail links the order page.
 */
export async function enqueueOrderMail(
  tx: Tx,
  order: OrderRow,
  mail: MailSettings,
  /** `buyerOnly`: the confirmation sent again from the order page goes to the buyer alone. */
  opts: { buyerOnly?: boolean } = {},
): Promise<void> {
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const recipients = orderMailRecipients(order);
  const to = opts.buyerOnly ? { ...recipients, invoiceCopy: null } : recipients;
  // Every buyer, a guest too, gets the secret link to their order page (decision 080).
  const accountUrl = mail.links.orderPage(order.pageToken, locale);
  let request;
  try {
    request = orderPaymentRequest(order);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    await enqueueMail(tx, {
      to: to.buyer,
      template: 'ticket-order',
      locale,
      deliver: mail.deliver,
      orderId: order.id,
      vars: {
        name: order.name,
        event: CONFERENCE_NAME[locale],
        number: order.number,
        count: order.amount,
        amount: formatMoney(order.totalWithVat, locale),
        bankAccount: order.supplier.bankAccount,
        iban: order.supplier.iban ? formatIban(order.supplier.iban) : '',
        variableSymbol: order.variableSymbol,
        dueDate: formatDay(order.dueDate, locale),
        paid: order.status === 'paid',
        url: accountUrl,
        invoiceCopyTo: '',
        attached: false,
      },
    });
    return;
  }
  const free = order.totalWithVat === 0;
  // pdfkit, fontkit and qrcode (~6 MB of heap) load with the first PDF, not at start-up (decision 050).
  const pdf = free ? null : await (await import('./invoice-pdf')).renderInvoicePdf(request);
  const eventName = CONFERENCE_NAME[locale];
  const confirmation = orderConfirmationMail({
    to: to.buyer,
    request,
    pdf,
    recipient: { name: order.name, accountUrl },
    eventName,
    invoiceCopyTo: to.invoiceCopy,
  });
  await enqueueMail(tx, { ...confirmation, deliver: mail.deliver, orderId: order.id });
  if (to.invoiceCopy && pdf) {
    const copy = orderInvoiceMail({
      invoice: request,
      pdf,
      buyer: { name: order.name, email: order.email },
      orderNumber: order.number,
      eventName,
    });
    await enqueueMail(tx, { ...copy, deliver: mail.deliver, orderId: order.id });
  }
}
