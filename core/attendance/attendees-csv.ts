import { csvDateTime, csvDay, writeCsv, type CsvCell } from '../csv/write-csv';
import type { AttendeeExport, ExportPerson } from './find-attendee-export';

type CsvLocale = 'cs' | 'en';

const TEXT: Record<CsvLocale, { seated: string[]; waiting: string; position: string; queued: string; yes: string; no: string }> =
  {
    cs: {
      seated: ['Příjmení', 'Jméno', 'E-mail', 'Telefon', 'Firma', 'Přihlášen', 'Přítomen'],
      waiting: 'Čekací listina',
      position: 'Pořadí',
      queued: 'Zařazen',
      yes: 'ano',
      no: 'ne',
    },
    en: {
      seated: ['Surname', 'First name', 'Email', 'Phone', 'Company', 'Signed up', 'Present'],
      waiting: 'Waiting list',
      position: 'Position',
      queued: 'Queued',
      yes: 'yes',
      no: 'no',
    },
  };

/**
 * The file name of an event's attendee list: its slug and its local day
 * (`umela-inteligence-v-praxi-2026-11-23.csv`), so a folder of downloads says which seminar
 * each is. Slugs are ASCII already (slugify); anything else is dropped, to stay safe in a
 * header and on any file system.
 */
export function attendeesCsvName(event: AttendeeExport['event'], timezone: string): string {
  const slug = event.slug.replace(/[^a-z0-9-]/gi, '').slice(0, 80) || `event-${event.id}`;
  return `${slug}-${csvDay(event.start, timezone)}.csv`;
}

const contact = (p: ExportPerson, timezone: string): CsvCell[] => [
  p.surname,
  p.firstName,
  p.email,
  p.phone ?? '',
  p.company ?? '',
  csvDateTime(p.at, timezone),
];

/**
 * The attendee list as a CSV file (`writeCsv`: Czech Excel's form, cells inert): the seat
 * holders by surname under the header row, then, after an empty row, the waiting list under
 * its own title and header, by surname with the queue position first (decision 119).
 */
export function attendeesCsv(
  list: Pick<AttendeeExport, 'attendees' | 'waiting'>,
  opts: { locale: CsvLocale; timezone: string },
): string {
  const text = TEXT[opts.locale];
  const rows: CsvCell[][] = list.attendees.map((p) => [...contact(p, opts.timezone), p.present ? text.yes : text.no]);
  if (list.waiting.length) {
    rows.push([], [text.waiting], [text.position, ...text.seated.slice(0, 5), text.queued]);
    for (const p of list.waiting) rows.push([p.position, ...contact(p, opts.timezone)]);
  }
  return writeCsv(text.seated, rows);
}
