import { stringify } from 'csv-stringify/sync';
import type { AdminTicketOrder } from './order-admin-query';

type CsvLocale = 'cs' | 'en';

const COLUMNS: Record<CsvLocale, string[]> = {
  cs: [
    'Číslo faktury',
    'Variabilní symbol',
    'Stav',
    'Vystaveno',
    'Splatnost',
    'Zaplaceno',
    'Zrušeno',
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
    'Měna',
  ],
  en: [
    'Invoice number',
    'Variable symbol',
    'Status',
    'Issued',
    'Due',
    'Paid',
    'Cancelled',
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
    'Currency',
  ],
};
const STATUS: Record<CsvLocale, Record<AdminTicketOrder['status'], string>> = {
  cs: { awaiting: 'čeká na platbu', paid: 'zaplaceno', cancelled: 'zrušeno' },
  en: { awaiting: 'awaiting payment', paid: 'paid', cancelled: 'cancelled' },
};

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (as in the attendee list, decision 025). */
function inert(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s()/-]*$/.test(value))) return `'${value}`;
  return value;
}

/** The orders as a CSV file for the accountant: UTF-8 BOM, RFC 4180 quoting, CRLF rows, amounts in whole CZK. */
export function ordersCsv(orders: AdminTicketOrder[], locale: CsvLocale): string {
  const day = (instant: string | null) => (instant ? instant.slice(0, 10) : '');
  const rows = orders.map((o) => [
    o.number,
    o.variableSymbol,
    STATUS[locale][o.status],
    o.issuedOn,
    o.dueDate,
    day(o.paidAt),
    day(o.cancelledAt),
    o.creditNoteNumber ?? '',
    inert(o.name),
    inert(o.email),
    inert(o.phone),
    inert(o.invoiceName ?? ''),
    inert(o.invoiceRegnumber ?? ''),
    inert(o.invoiceVAT ?? ''),
    o.amount,
    inert(o.promoCode ?? ''),
    o.discount,
    o.totalWithoutVat,
    o.vat,
    o.totalWithVat,
    o.currency,
  ]);
  return stringify([COLUMNS[locale], ...rows], { bom: true, record_delimiter: 'windows' });
}
