import { csvDay, writeCsv } from '../csv/write-csv';
import type { CsvLocale } from '../tickets/orders-csv';
import type { Refund } from './find-refunds';

const COLUMNS: Record<CsvLocale, string[]> = {
  cs: [
    'Objednávka',
    'Dobropis',
    'Variabilní symbol',
    'Odběratel',
    'E-mail',
    'Částka',
    'Měna',
    'Na účet',
    'Stav',
    'Vznikla',
    'Vráceno dne',
    'Vrátil',
  ],
  en: [
    'Order',
    'Credit note',
    'Variable symbol',
    'Buyer',
    'Email',
    'Amount',
    'Currency',
    'To account',
    'State',
    'Arose',
    'Refunded on',
    'Refunded by',
  ],
};
const STATE: Record<CsvLocale, Record<Refund['state'], string>> = {
  cs: { toRefund: 'k vrácení', refunded: 'vráceno' },
  en: { toRefund: 'to refund', refunded: 'refunded' },
};

/** The refunds as a CSV file (`writeCsv`), days in the event's time zone. */
export function refundsCsv(refunds: Refund[], opts: { locale: CsvLocale; timezone: string }): string {
  const rows = refunds.map((r) => [
    r.number,
    r.creditNoteNumber ?? '',
    r.variableSymbol,
    r.name,
    r.email,
    { minor: r.amountMinor },
    r.currency,
    r.counterAccount,
    STATE[opts.locale][r.state],
    csvDay(r.created_at, opts.timezone),
    r.refundedOn ?? '',
    r.refundedBy ?? '',
  ]);
  return writeCsv(COLUMNS[opts.locale], rows);
}
