import { stringify } from 'csv-stringify/sync';
import { localDateTime } from '../events/local-time';
import type { Attendee } from './find-attendees';

type CsvLocale = 'cs' | 'en';

const COLUMNS: Record<CsvLocale, string[]> = {
  cs: ['Jméno', 'E-mail', 'Telefon', 'Firma', 'Přihlášen', 'Přítomen'],
  en: ['Name', 'Email', 'Phone', 'Company', 'Signed up', 'Present'],
};
const YES_NO: Record<CsvLocale, [string, string]> = { cs: ['ano', 'ne'], en: ['yes', 'no'] };

/** The file name of an event's attendee list: from its id, so it is safe in any header and OS. */
export const attendeesCsvName = (eventId: number) => `event-${eventId}-attendees.csv`;

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)` typed as a name) gets a leading
 * apostrophe (OWASP's CSV injection advice); a phone number such as `+420 601 234 567` stays.
 */
function inert(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s()/-]*$/.test(value))) return `'${value}`;
  return value;
}

/**
 * The attendee list as a CSV file: a UTF-8 BOM first (without it Excel reads the file in the
 * system code page and garbles Czech names), quoting by csv-stringify (RFC 4180: a field with
 * a comma, quote or line break is quoted, quotes doubled), CRLF rows, the sign-up time local.
 */
export function attendeesCsv(attendees: Attendee[], opts: { locale: CsvLocale; timezone: string }): string {
  const [yes, no] = YES_NO[opts.locale];
  const rows = attendees.map((a) => {
    const at = localDateTime(new Date(a.joinedAt), opts.timezone);
    return [a.name, a.email, a.phone ?? '', a.company ?? ''].map(inert).concat(`${at.date} ${at.time}`, a.present ? yes : no);
  });
  return stringify([COLUMNS[opts.locale], ...rows], { bom: true, record_delimiter: 'windows' });
}
