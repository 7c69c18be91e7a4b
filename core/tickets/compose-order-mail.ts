import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import type { ComposedMail, OutboxRow } from '../mailer/compose-pending-mail';
import type { MailSettings } from '../mailer/mail-settings';
import { renderMail, type Locale, type TemplateName } from '../mailer/templates';
import { attachOrderDocument } from './attach-order-document';
import { formatDay, formatMoney } from './invoice-format';
import { renderInvoicePdfOffThread } from './invoice-pdf-thread';
import { orderMailRecipients } from './invoice-email';
import { orderEventName, orderPaymentRequest } from './order-invoice';
import { orderConfirmationMail, orderInvoiceMail, type OrderMail } from './order-mail';
import { formatIban } from './spd';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * Composes an order's message written by `enqueueOrderMail` (decision 157), after the order's
 * commit, from the order as stored: the confirmation in the buyer's language with the payment
 * request PDF (none for a free order; without it, and saying so, when the supplier data cannot
 * make a valid document), naming the billing e-mail that gets a copy unless it is sent again to
 * the buyer alone; or the payment request for the billing e-mail. The mail links the order page.
 * A message written whole that waits for its document's PDF gets it (`attachOrderDocument`).
 */
export async function composeOrderMail(db: Db, message: OutboxRow, mail: MailSettings): Promise<ComposedMail> {
  if (message.compose === 'attach-document') return attachOrderDocument(db, message);
  const [order] = message.orderId ? await db.select().from(ticketOrders).where(eq(ticketOrders.id, message.orderId)) : [];
  if (!order) throw new Error(`message ${message.id} names no stored order`);
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const accountUrl = mail.links.orderPage(order.pageToken, locale);
  const invoiceCopyTo = message.compose === 'order-confirmation' ? orderMailRecipients(order).invoiceCopy : null;
  let request;
  try {
    request = orderPaymentRequest(order);
  } catch (err) {
    if (!(err instanceof RangeError) || message.compose === 'order-invoice-copy') throw err;
    return rendered(withoutDocument(order, locale, accountUrl));
  }
  const free = order.totalWithVat === 0;
  // Drawn on the PDF's own thread: the requests answered meanwhile do not wait for it (decision 198).
  const pdf = free ? null : await renderInvoicePdfOffThread(request);
  const eventName = orderEventName(order, locale);
  if (message.compose === 'order-invoice-copy') {
    if (!pdf) throw new Error(`order ${order.number} is free: no payment request for the billing e-mail`);
    return rendered(
      orderInvoiceMail({
        invoice: request,
        pdf,
        buyer: { name: order.name, email: order.email },
        orderNumber: order.number,
        eventName,
      }),
    );
  }
  return rendered(
    orderConfirmationMail({
      to: message.to,
      request,
      pdf,
      recipient: { name: order.name, accountUrl },
      eventName,
      invoiceCopyTo: invoiceCopyTo && pdf ? invoiceCopyTo : null,
    }),
  );
}

function rendered<T extends TemplateName>(m: Omit<OrderMail<T>, 'to'>): ComposedMail {
  const { subject, text, html } = renderMail(m.template, m.locale, m.vars);
  return { subject, text, html, attachments: m.attachments };
}

/** The confirmation when no valid payment request can be made: how to pay, without the PDF. */
function withoutDocument(order: OrderRow, locale: Locale, url: string): Omit<OrderMail<'ticket-order'>, 'to'> {
  return {
    template: 'ticket-order',
    locale,
    vars: {
      name: order.name,
      event: orderEventName(order, locale),
      number: order.number,
      count: order.amount,
      amount: formatMoney(order.totalWithVat, locale),
      bankAccount: order.supplier.bankAccount,
      iban: order.supplier.iban ? formatIban(order.supplier.iban) : '',
      variableSymbol: order.variableSymbol,
      dueDate: formatDay(order.dueDate, locale),
      paid: order.status === 'paid',
      url,
      invoiceCopyTo: '',
      attached: false,
    },
    attachments: [],
  };
}
