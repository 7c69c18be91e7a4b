import { csvDateTime, writeCsv } from '../csv/write-csv';
import type { CsvLocale } from '../tickets/orders-csv';
import type { AdminPayment } from './find-order-payments';

const COLUMNS: Record<CsvLocale, string[]> = {
  cs: [
    'Datum zaúčtování',
    'Objednávka',
    'Variabilní symbol',
    'Částka',
    'Měna',
    'Protiúčet',
    'Zpráva',
    'Zdroj',
    'ID pohybu v bance',
    'Storno platby č.',
    'Zapsal',
    'Zapsáno',
    'Č. platby',
  ],
  en: [
    'Booking date',
    'Order',
    'Variable symbol',
    'Amount',
    'Currency',
    'Counter-account',
    'Message',
    'Source',
    'Bank movement id',
    'Reverses payment no.',
    'Recorded by',
    'Recorded at',
    'Payment no.',
  ],
};
const SOURCE: Record<CsvLocale, Record<AdminPayment['source'], string>> = {
  cs: { statement: 'výpis', manual: 'ručně' },
  en: { statement: 'statement', manual: 'by hand' },
};

/**
 * The payment ledger as a CSV file (`writeCsv`): the bank's booking day (never the upload's), a
 * reversal as its own row with the negative amount, the recording time in the event's time zone.
 */
export function paymentsCsv(payments: AdminPayment[], opts: { locale: CsvLocale; timezone: string }): string {
  const rows = payments.map((p) => [
    p.bookedOn,
    p.number,
    p.variableSymbol,
    { minor: p.amountMinor },
    p.currency,
    p.counterAccount,
    p.message,
    SOURCE[opts.locale][p.source],
    p.bankId ?? '',
    p.reversesId ?? '',
    p.recordedBy ?? '',
    csvDateTime(p.created_at, opts.timezone),
    p.id,
  ]);
  return writeCsv(COLUMNS[opts.locale], rows);
}
