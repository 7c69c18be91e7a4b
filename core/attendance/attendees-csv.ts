import { csvDateTime, writeCsv } from '../csv/write-csv';
import type { Attendee } from './find-attendees';

type CsvLocale = 'cs' | 'en';

const COLUMNS: Record<CsvLocale, string[]> = {
  cs: ['Jméno', 'E-mail', 'Telefon', 'Firma', 'Přihlášen', 'Přítomen'],
  en: ['Name', 'Email', 'Phone', 'Company', 'Signed up', 'Present'],
};
const YES_NO: Record<CsvLocale, [string, string]> = { cs: ['ano', 'ne'], en: ['yes', 'no'] };

/** The file name of an event's attendee list: from its id, so it is safe in any header and OS. */
export const attendeesCsvName = (eventId: number) => `event-${eventId}-attendees.csv`;

/** The attendee list as a CSV file (`writeCsv`: Czech Excel's form, cells inert), the sign-up time local. */
export function attendeesCsv(attendees: Attendee[], opts: { locale: CsvLocale; timezone: string }): string {
  const [yes, no] = YES_NO[opts.locale];
  const rows = attendees.map((a) => [
    a.name,
    a.email,
    a.phone ?? '',
    a.company ?? '',
    csvDateTime(a.joinedAt, opts.timezone),
    a.present ? yes : no,
  ]);
  return writeCsv(COLUMNS[opts.locale], rows);
}
