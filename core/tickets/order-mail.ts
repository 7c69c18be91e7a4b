import type { MailAttachment } from '../../db/schema';
import type { Links } from '../links/links';
import type { Locale, TemplateName, TemplateVars } from '../mailer/templates';
import { asksForPayment, type InvoiceDocument } from './invoice-document';
import { formatDay, formatMoney } from './invoice-format';
import { formatIban } from './spd';

/**
 * The buyer's mails about a ticket order, as the outbox takes them: composed by the outbox
 * worker after the order's commit (`composeOrderMail`, decision 157), or passed to `enqueueMail`
 * in a transaction. Pure: nothing is read or written here, and the invoice PDF comes rendered.
 */
export type OrderMail<T extends TemplateName> = {
  to: string;
  template: T;
  locale: Locale;
  vars: TemplateVars<T>;
  attachments: MailAttachment[];
};

/**
 * Who the mail greets and the page it links: the order page for a confirmation (decision 080),
 * the account for the codes mail; '' for no link.
 */
export type OrderMailRecipient = { name: string; accountUrl: string };

/**
 * The 'My account' link of a buyer's mail: their Me page in the order's language, where ticket
 * codes are claimed; none for a guest's order, which has no account to open.
 */
export function accountUrlOf(order: { userId: number | null; locale: string }, links: Links): string {
  return order.userId === null ? '' : links.account(order.locale === 'en' ? 'en' : 'cs');
}

/** A document's file name in the buyer's language: `zalohova-faktura-2021-0001.pdf`, `faktura-F2021-0001.pdf`, `invoice-F2021-0001.pdf`. */
export function invoiceFileName(invoice: Pick<InvoiceDocument, 'kind' | 'number' | 'locale'>) {
  const word = {
    cs: { paymentRequest: 'zalohova-faktura', invoice: 'faktura', creditNote: 'opravny-doklad' },
    en: { paymentRequest: 'proforma-invoice', invoice: 'invoice', creditNote: 'credit-note' },
  }[invoice.locale][invoice.kind];
  return `${word}-${invoice.number.replace(/[^0-9A-Za-z-]/g, '-')}.pdf`;
}

/** A rendered invoice or credit note as a mail attachment. */
export const invoiceAttachment = (invoice: InvoiceDocument, pdf: Uint8Array): MailAttachment => ({
  filename: invoiceFileName(invoice),
  contentType: 'application/pdf',
  content: Buffer.from(pdf).toString('base64'),
});

/** An invoice's figures as the order mails tell them, in the invoice's language. */
function invoiceVars(invoice: InvoiceDocument, eventName: string) {
  const locale = invoice.locale;
  return {
    event: eventName,
    number: invoice.number,
    count: invoice.lines.reduce((sum, line) => sum + line.quantity, 0),
    amount: formatMoney(invoice.totals.total, locale),
    bankAccount: invoice.supplier.bankAccount,
    iban: formatIban(invoice.supplier.iban),
    variableSymbol: invoice.variableSymbol,
    dueDate: formatDay(invoice.dueDate, locale),
    paid: !asksForPayment(invoice),
  };
}

/**
 * The order confirmation, in the document's language, to the buyer (`to`, the order's own
 * e-mail, always: decision 068): the number, the ticket count, and how to pay (amount,
 * account, variable symbol, due day) with the payment request attached (decision 078), or that
 * there is nothing to pay when the order is free (its tax document comes with the codes);
 * `invoiceCopyTo` names the billing e-mail that gets the documents too.
 */
export function orderConfirmationMail(opts: {
  to: string;
  request: InvoiceDocument;
  /** The payment request's PDF; null for a free order, which has none. */
  pdf: Uint8Array | null;
  recipient: OrderMailRecipient;
  eventName: string;
  invoiceCopyTo?: string | null;
}): OrderMail<'ticket-order'> {
  const { request, recipient } = opts;
  if (request.kind !== 'paymentRequest') throw new RangeError(`${request.number} is not a payment request`);
  return {
    to: opts.to,
    template: 'ticket-order',
    locale: request.locale,
    vars: {
      name: recipient.name,
      ...invoiceVars(request, opts.eventName),
      url: recipient.accountUrl,
      invoiceCopyTo: opts.invoiceCopyTo ?? '',
      attached: opts.pdf !== null,
    },
    attachments: opts.pdf ? [invoiceAttachment(request, opts.pdf)] : [],
  };
}

/**
 * A document for the billing e-mail the buyer gave (a company's accounts inbox): the payment
 * request beside the buyer's confirmation, and the tax document when the order is paid
 * (decision 078): who ordered, how to pay or that it is paid, the PDF. The codes of a paid
 * order go to the buyer alone.
 */
export function orderInvoiceMail(opts: {
  invoice: InvoiceDocument;
  /** The rendered PDF; none when the outbox worker attaches it after the commit (decision 183). */
  pdf: Uint8Array | null;
  buyer: { name: string; email: string };
  orderNumber: string;
  eventName: string;
}): OrderMail<'ticket-invoice'> {
  const { invoice } = opts;
  if (invoice.kind === 'creditNote') throw new RangeError(`${invoice.number} is a credit note`);
  return {
    to: invoice.buyer.email,
    template: 'ticket-invoice',
    locale: invoice.locale,
    vars: {
      name: opts.buyer.name,
      buyerEmail: opts.buyer.email,
      ...invoiceVars(invoice, opts.eventName),
      document: invoice.kind,
      orderNumber: opts.orderNumber,
    },
    attachments: opts.pdf ? [invoiceAttachment(invoice, opts.pdf)] : [],
  };
}

/** The mail of a paid order: its livestream access codes and ticket codes, and its tax document attached (decision 078), in the buyer's language. */
export function orderCodesMail(opts: {
  to: string;
  locale: Locale;
  recipient: OrderMailRecipient;
  eventName: string;
  orderNumber: string;
  accessCodes: readonly string[];
  ticketCodes: readonly string[];
  /**
   * The tax document and its PDF (none when the outbox worker attaches it after the commit,
   * decision 183); null when the supplier data could not make one.
   */
  invoice?: { document: InvoiceDocument; pdf: Uint8Array | null } | null;
}): OrderMail<'ticket-order-paid'> {
  if (!opts.accessCodes.length && !opts.ticketCodes.length) throw new RangeError(`order ${opts.orderNumber}: no codes to send`);
  return {
    to: opts.to,
    template: 'ticket-order-paid',
    locale: opts.locale,
    vars: {
      name: opts.recipient.name,
      event: opts.eventName,
      number: opts.orderNumber,
      accessCodes: [...opts.accessCodes],
      ticketCodes: [...opts.ticketCodes],
      url: opts.recipient.accountUrl,
      invoice: opts.invoice?.document.number ?? '',
    },
    attachments: opts.invoice?.pdf ? [invoiceAttachment(opts.invoice.document, opts.invoice.pdf)] : [],
  };
}
