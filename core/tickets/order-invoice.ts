import type { ticketOrders } from '../../db/schema';
import type { Locale } from '../mailer/templates';
import { buildTicketInvoice, type InvoiceDocument } from './invoice-document';
import { invoiceEmail } from './invoice-email';

type OrderRow = typeof ticketOrders.$inferSelect;

/** The conference's name on invoices and order mails. */
export const CONFERENCE_NAME: Record<Locale, string> = {
  cs: 'Týden inovací ČR 2021',
  en: 'Innovation Week Czech Republic 2021',
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * An order's invoice, from what the order stored: the price snapshot, the supplier as it was
 * when the order was made, its own number, symbol and days. The buyer is the company when a
 * company invoice was asked for, else the person; the invoice goes to the billing e-mail when
 * there is one.
 */
export function orderInvoice(order: OrderRow): InvoiceDocument {
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const company = Boolean(order.invoiceName);
  const s = order.supplier;
  return buildTicketInvoice(
    {
      number: order.number,
      variableSymbol: order.variableSymbol,
      issueDate: order.issuedOn,
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
      paid: order.status === 'paid',
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
      dueDays: daysBetween(order.issuedOn, order.dueDate),
      eventName: CONFERENCE_NAME,
    },
  );
}
