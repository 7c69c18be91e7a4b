import type { PaymentState } from '../../db/schema';
import { csvDay, writeCsv } from '../csv/write-csv';
import type { AdminTicketOrder } from './order-admin-query';

export type CsvLocale = 'cs' | 'en';

const COLUMNS: Record<CsvLocale, string[]> = {
  cs: [
    'Číslo faktury',
    'Variabilní symbol',
    'Stav platby',
    'Vystaveno',
    'Splatnost',
    'Zaplaceno dne',
    'Zrušeno dne',
    'Dobropis',
    'Jméno',
    'E-mail',
    'Telefon',
    'Firma',
    'IČO',
    'DIČ',
    'Počet',
    'Promo kód',
    'Sleva %',
    'Bez DPH',
    'DPH',
    'S DPH',
    'Přijato',
    'Chybí',
    'Přeplatek',
    'Měna',
  ],
  en: [
    'Invoice number',
    'Variable symbol',
    'Payment state',
    'Issued',
    'Due',
    'Paid on',
    'Cancelled on',
    'Credit note',
    'Name',
    'Email',
    'Phone',
    'Company',
    'Reg. number',
    'VAT number',
    'Tickets',
    'Promo code',
    'Discount %',
    'Without VAT',
    'VAT',
    'With VAT',
    'Received',
    'Missing',
    'Surplus',
    'Currency',
  ],
};

/** The payment states as the accountant's file names them (the screens' are in the message files). */
export const PAYMENT_STATE_CSV: Record<CsvLocale, Record<PaymentState, string>> = {
  cs: {
    awaiting: 'čeká na platbu',
    partlyPaid: 'částečně zaplaceno',
    paid: 'zaplaceno',
    overpaid: 'přeplaceno',
    cancelled: 'zrušeno',
  },
  en: { awaiting: 'awaiting payment', partlyPaid: 'partly paid', paid: 'paid', overpaid: 'overpaid', cancelled: 'cancelled' },
};

/**
 * The orders as a CSV file for the accountant (`writeCsv`: Czech Excel's form, cells inert):
 * days in the event's time zone, a column per amount in crowns with two decimals.
 */
export function ordersCsv(orders: AdminTicketOrder[], opts: { locale: CsvLocale; timezone: string }): string {
  const crowns = (whole: number) => ({ minor: whole * 100 });
  const rows = orders.map((o) => [
    o.number,
    o.variableSymbol,
    PAYMENT_STATE_CSV[opts.locale][o.paymentState],
    o.issuedOn,
    o.dueDate,
    csvDay(o.paidAt, opts.timezone),
    csvDay(o.cancelledAt, opts.timezone),
    o.creditNoteNumber ?? '',
    o.name,
    o.email,
    o.phone,
    o.invoiceName ?? '',
    o.invoiceRegnumber ?? '',
    o.invoiceVAT ?? '',
    o.amount,
    o.promoCode ?? '',
    o.discount,
    crowns(o.totalWithoutVat),
    crowns(o.vat),
    crowns(o.totalWithVat),
    { minor: o.paidMinor },
    { minor: o.missingMinor },
    { minor: o.surplusMinor },
    o.currency,
  ]);
  return writeCsv(COLUMNS[opts.locale], rows);
}
