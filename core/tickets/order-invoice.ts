import type { ticketOrderDocuments, ticketOrders } from '../../db/schema';
import type { Locale } from '../mailer/templates';
import { buildCreditNote, buildTicketInvoice, type InvoiceDocument } from './invoice-document';
import { invoiceEmail } from './invoice-email';

type OrderRow = typeof ticketOrders.$inferSelect;
type DocumentRow = typeof ticketOrderDocuments.$inferSelect;

/**
 * The event an order was for, in a language, as its documents and mails name it: the edition's
 * name when the order was placed, kept on the order (decision 180).
 */
export const orderEventName = (order: Pick<OrderRow, 'eventName' | 'eventNameEn'>, locale: Locale): string =>
  locale === 'en' ? order.eventNameEn : order.eventName;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * An order's payment request (zálohová faktura, not a tax document; decision 078): the order's
 * number, symbol and days, and how to pay, from what the order stored (below). Marked paid once
 * the order is.
 */
export const orderPaymentRequest = (order: OrderRow): InvoiceDocument =>
  orderDocument(order, {
    kind: 'paymentRequest',
    number: order.number,
    issueDate: order.issuedOn,
    paid: order.status === 'paid',
  });

/**
 * The document `make` builds from an order, or null when the order's supplier data cannot make
 * one (a RangeError: no bank account when it was placed). For deciding in a transaction whether a
 * mail carries a document, without rendering it.
 */
export function documentOrNull(make: () => InvoiceDocument): InvoiceDocument | null {
  try {
    return make();
  } catch (err) {
    if (err instanceof RangeError) return null;
    throw err;
  }
}

/**
 * One of an order's tax documents as stored: an invoice issued on payment carries the payment's
 * day as its DUZP and says what it confirms; one issued at ordering (before decision 078) is
 * dated then and asks for the money while the order is unpaid. A credit note answers its
 * invoice (`credited`) in full.
 */
export function orderTaxDocument(order: OrderRow, doc: DocumentRow, credited?: DocumentRow): InvoiceDocument {
  if (doc.kind === 'creditNote') {
    if (!credited || credited.id !== doc.creditsId) throw new RangeError(`credit note ${doc.number} without its invoice`);
    return buildCreditNote(orderTaxDocument(order, credited), doc.number, doc.issuedOn, doc.reason ?? 'cancelled');
  }
  return orderDocument(order, {
    kind: 'invoice',
    number: doc.number,
    issueDate: doc.issuedOn,
    taxableDate: doc.taxableOn,
    ...(doc.paidOn ? { payment: { paidOn: doc.paidOn, requestNumber: order.number } } : { paid: order.status === 'paid' }),
  });
}

/**
 * A document of an order from what the order stored: the price snapshot, the supplier as it was
 * when the order was made, its symbol and days. The buyer is the company when a company invoice
 * was asked for, else the person; the document goes to the billing e-mail when there is one.
 */
function orderDocument(
  order: OrderRow,
  doc: {
    kind: 'paymentRequest' | 'invoice';
    number: string;
    issueDate: string;
    taxableDate?: string;
    paid?: boolean;
    payment?: { paidOn: string; requestNumber: string };
  },
): InvoiceDocument {
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const company = Boolean(order.invoiceName);
  const s = order.supplier;
  return buildTicketInvoice(
    {
      ...doc,
      variableSymbol: order.variableSymbol,
      locale,
      buyer: {
        name: company ? order.invoiceName! : order.name,
        street: (company ? order.invoiceStreet : order.street) ?? undefined,
        city: (company ? order.invoiceCity : order.city) ?? undefined,
        zip: (company ? order.invoiceZip : order.zip) ?? undefined,
        country: (company ? order.invoiceCountry : order.country) ?? undefined,
        regNumber: order.invoiceRegnumber ?? undefined,
        vatNumber: order.invoiceVAT ?? undefined,
        email: invoiceEmail(order),
      },
      price: {
        type: order.type === 2 ? 2 : 1,
        count: order.amount,
        listUnitPrice: order.listUnitPrice,
        discount: order.discount,
        unitPrice: order.unitPrice,
        totalWithoutVat: order.totalWithoutVat,
        vatRate: order.vatRate,
        vat: order.vat,
        totalWithVat: order.totalWithVat,
      },
      promoCode: order.promoCode,
    },
    {
      supplier: {
        name: s.name,
        street: s.street,
        city: s.city,
        zip: s.zip,
        country: s.country,
        regNumber: s.regnumber,
        vatNumber: s.vatNumber,
        bankAccount: s.bankAccount,
        ...(s.iban ? { iban: s.iban } : {}),
        registration: '',
      },
      // The due day is the order's, whenever the document is dated.
      dueDays: Math.max(0, daysBetween(doc.issueDate, order.dueDate)),
      eventName: { cs: order.eventName, en: order.eventNameEn },
    },
  );
}
