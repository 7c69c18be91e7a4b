import { stringify } from 'csv-stringify/sync';
import { localDateTime } from '../events/local-time';

/** An amount in haléře, written in crowns with two decimals and a decimal comma (`13189,50`). */
export type CsvMoney = { minor: number };
/** A cell: text (escaped), a number or amount of our own (written as it is), or nothing. */
export type CsvCell = string | number | CsvMoney | null | undefined;

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's CSV
 * injection advice): one starting with `=`, `+`, `-`, `@`, a tab or a carriage return. A phone
 * number `+420 …` too: some spreadsheet programs evaluate it, and the apostrophe only shows in
 * the cell's edit line.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return inertCell(cell);
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return (cell.minor / 100).toFixed(2).replace('.', ',');
}

/**
 * Every CSV file the app writes, made to open in Czech Excel: a UTF-8 BOM first (without it Excel
 * reads the file in the system code page and garbles Czech names), semicolons between cells (the
 * list separator of Czech Windows; a comma is the decimal sign there), decimal commas, CRLF rows,
 * RFC 4180 quoting by csv-stringify (a cell with a semicolon, quote or line break is quoted,
 * quotes doubled), and every text cell made inert against formula injection.
 */
export function writeCsv(header: string[], rows: CsvCell[][]): string {
  return stringify([header.map(inertCell), ...rows.map((row) => row.map(cellText))], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
}

/** The calendar day of an instant in the event's time zone (a payment at 00:01 Prague time is that day). */
export const csvDay = (instant: Date | string | null, timezone: string) =>
  instant ? localDateTime(new Date(instant), timezone).date : '';

/** Day and time of an instant in the event's time zone, `2021-10-11 00:01`. */
export function csvDateTime(instant: Date | string | null, timezone: string): string {
  if (!instant) return '';
  const at = localDateTime(new Date(instant), timezone);
  return `${at.date} ${at.time}`;
}
