import type { MailAttachment } from '../../db/schema';
import type { Locale, TemplateName, TemplateVars } from '../mailer/templates';
import { asksForPayment, type InvoiceDocument } from './invoice-document';
import { formatDay, formatMoney } from './invoice-format';
import { formatIban } from './spd';

/**
 * The buyer's mails about a ticket order, as the outbox takes them: pass one to `enqueueMail`
 * with `deliver` in the order's transaction. Pure: nothing is read or written here, and the
 * invoice PDF comes rendered (render it before the transaction that writes the mail).
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

/** The invoice's file name in the buyer's language: `faktura-2021-0001.pdf`, `invoice-2021-0001.pdf`. */
export function invoiceFileName(invoice: Pick<InvoiceDocument, 'kind' | 'number' | 'locale'>) {
  const word = {
    cs: { invoice: 'faktura', creditNote: 'opravny-doklad' },
    en: { invoice: 'invoice', creditNote: 'credit-note' },
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

function requireInvoice(invoice: InvoiceDocument) {
  if (invoice.kind !== 'invoice') throw new RangeError(`${invoice.number} is a credit note, not an invoice`);
}

/**
 * The order confirmation with the invoice attached, in the invoice's language, to the buyer
 * (`to`, the order's own e-mail, always: decision 068): the number, the ticket count, and how to
 * pay (amount, account, variable symbol, due day), or that there is nothing to pay when the
 * invoice is paid or free; `invoiceCopyTo` names the billing e-mail that gets the invoice too.
 */
export function orderConfirmationMail(opts: {
  to: string;
  invoice: InvoiceDocument;
  pdf: Uint8Array;
  recipient: OrderMailRecipient;
  eventName: string;
  invoiceCopyTo?: string | null;
}): OrderMail<'ticket-order'> {
  const { invoice, recipient } = opts;
  requireInvoice(invoice);
  return {
    to: opts.to,
    template: 'ticket-order',
    locale: invoice.locale,
    vars: {
      name: recipient.name,
      ...invoiceVars(invoice, opts.eventName),
      url: recipient.accountUrl,
      invoiceCopyTo: opts.invoiceCopyTo ?? '',
    },
    attachments: [invoiceAttachment(invoice, opts.pdf)],
  };
}

/**
 * The invoice for the billing e-mail the buyer gave (the invoice's own e-mail, a company's
 * accounts inbox), beside the buyer's confirmation: who ordered, how to pay, the PDF. The codes
 * of a paid order go to the buyer alone.
 */
export function orderInvoiceMail(opts: {
  invoice: InvoiceDocument;
  pdf: Uint8Array;
  buyer: { name: string; email: string };
  eventName: string;
}): OrderMail<'ticket-invoice'> {
  const { invoice } = opts;
  requireInvoice(invoice);
  return {
    to: invoice.buyer.email,
    template: 'ticket-invoice',
    locale: invoice.locale,
    vars: { name: opts.buyer.name, buyerEmail: opts.buyer.email, ...invoiceVars(invoice, opts.eventName) },
    attachments: [invoiceAttachment(invoice, opts.pdf)],
  };
}

/** The mail of a paid order: its livestream access codes and ticket codes, in the buyer's language. */
export function orderCodesMail(opts: {
  to: string;
  locale: Locale;
  recipient: OrderMailRecipient;
  eventName: string;
  orderNumber: string;
  accessCodes: readonly string[];
  ticketCodes: readonly string[];
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
    },
    attachments: [],
  };
}
