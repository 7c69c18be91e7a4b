import { parse } from 'csv-parse/sync';
import { StatementFormatError } from './parse-gpc';
import { normalizeSymbol, type StatementPayment } from './statement-payment';

/**
 * A bank's CSV export of account movements (Fio, ČSOB, Komerční banka, Raiffeisenbank, Air
 * Bank and the like). The banks agree on nothing but the ideas, so columns are found by their
 * heading in Czech or English, the delimiter by the heading line, and amounts read in Czech
 * ('1 234,50') or plain ('1234.50') notation. Lines before the heading (account summaries) are
 * skipped.
 */
const COLUMNS = {
  bankId: ['id pohybu', 'id transakce', 'id operace', 'číslo transakce', 'reference banky', 'transaction id', 'id'],
  date: ['datum', 'datum zaúčtování', 'datum provedení', 'datum splatnosti', 'date', 'booking date', 'value date'],
  amount: ['objem', 'částka', 'zaúčtovaná částka', 'částka v měně účtu', 'amount', 'castka'],
  currency: ['měna', 'měna účtu', 'currency', 'mena'],
  variableSymbol: ['vs', 'variabilní symbol', 'variabilni symbol', 'variable symbol', 'var. symbol'],
  counterAccount: [
    'protiúčet',
    'číslo protiúčtu',
    'protiúčet a banka',
    'counter account',
    'counterparty account',
    'účet protistrany',
  ],
  bankCode: ['kód banky', 'kod banky', 'bank code'],
  message: ['zpráva pro příjemce', 'zpráva', 'poznámka', 'popis', 'message', 'note', 'description'],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['date', 'amount', 'variableSymbol'];

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

function findHeader(rows: string[][]): { at: number; index: Partial<Record<Column, number>> } | null {
  for (let at = 0; at < Math.min(rows.length, 30); at++) {
    const cells = rows[at]!.map(norm);
    const index: Partial<Record<Column, number>> = {};
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
      const i = names.map((name) => cells.indexOf(name)).find((i) => i >= 0);
      if (i !== undefined) index[column] = i;
    }
    if (REQUIRED.every((c) => index[c] !== undefined)) return { at, index };
  }
  return null;
}

/** '1 234,50', '-1234.5', '1.234,50 CZK' → haléře. */
export function parseAmountMinor(raw: string): number | null {
  let s = raw.replace(/[\s\u00a0]/g, '').replace(/[A-Za-zKč]+$/u, '');
  if (/,\d{1,2}$/.test(s)) s = s.replace(/\./g, '').replace(',', '.');
  else s = s.replace(/,/g, '');
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(s)) return null;
  const negative = s.startsWith('-');
  const [whole, fraction = ''] = s.replace(/^[+-]/, '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

/** '23.11.2026', '23. 11. 2026', '2026-11-23', '23/11/2026' → '2026-11-23'. */
export function parseStatementDate(raw: string): string | null {
  const s = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})/.exec(s);
  if (m) return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return null;
}

export function parseBankCsv(text: string): StatementPayment[] {
  const firstLines = text.split(/\r?\n/, 40).join('\n');
  const delimiter = [';', ',', '\t'].sort((a, b) => firstLines.split(b).length - firstLines.split(a).length)[0]!;
  const rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, bom: true, trim: true }) as string[][];
  const header = findHeader(rows);
  if (!header) throw new StatementFormatError('No heading with a date, an amount and a variable symbol', 1);
  const { at, index } = header;
  const cell = (row: string[], column: Column) => (index[column] === undefined ? '' : (row[index[column]!] ?? ''));
  const payments: StatementPayment[] = [];
  rows.slice(at + 1).forEach((row, i) => {
    const line = at + i + 2;
    if (row.every((c) => c === '')) return;
    const amountMinor = parseAmountMinor(cell(row, 'amount'));
    const date = parseStatementDate(cell(row, 'date'));
    // A closing total or a note under the table is not a movement.
    if (amountMinor === null || date === null) {
      if (payments.length && row.filter(Boolean).length <= 2) return;
      throw new StatementFormatError(`Line ${line} has no amount or date`, line);
    }
    const account = cell(row, 'counterAccount');
    const bank = cell(row, 'bankCode');
    payments.push({
      bankId: cell(row, 'bankId') || `${date}|${amountMinor}|${cell(row, 'variableSymbol')}|${account}|${line}`,
      date,
      amountMinor,
      currency: cell(row, 'currency').toUpperCase() || 'CZK',
      variableSymbol: normalizeSymbol(cell(row, 'variableSymbol')),
      counterAccount: bank && account && !account.includes('/') ? `${account}/${bank}` : account,
      message: cell(row, 'message'),
    });
  });
  return payments;
}
