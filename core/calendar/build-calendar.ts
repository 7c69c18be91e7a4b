import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';

/** One programme event as a calendar entry; texts are plain (no HTML) and already localized. */
export type CalendarEntry = {
  /** Globally unique and stable, so importing the file again updates the entry instead of adding one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  location: string | null;
  lastModified?: Date;
};

export type CalendarOptions = {
  /** Shown by calendar apps for a subscribed or imported calendar (X-WR-CALNAME). */
  name: string;
  entries: CalendarEntry[];
  /** The event time zone: times are written as wall-clock times there, with its VTIMEZONE. */
  timezone: string;
  /** DTSTAMP: when this file was made. */
  now: Date;
  language: 'cs' | 'en';
};

/**
 * An iCalendar (RFC 5545) document: CRLF lines folded at 75 octets, escaped text, DTSTART
 * and DTEND with TZID and the zone's VTIMEZONE, DTSTAMP in UTC.
 */
export function buildCalendar(opts: CalendarOptions): string {
  // ical-generator writes DTSTAMP in the calendar's own zone when it has one, which RFC 5545
  // forbids (it must be UTC); so the zone is set per event, and the calendar keeps only the
  // generator that adds the VTIMEZONE of the zones its events use.
  const vtimezone = getVtimezoneComponent(opts.timezone);
  const zone = vtimezone ? opts.timezone : null;
  const calendar = ical({
    name: opts.name,
    prodId: { company: 'Innoweek', product: 'Programme', language: opts.language.toUpperCase() },
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(zone ? { x: { 'X-WR-TIMEZONE': zone } } : {}),
  });
  for (const entry of opts.entries) {
    calendar.createEvent({
      id: entry.uid,
      // A TZDate gives ical-generator the wall-clock time in the zone; a plain Date would be
      // read in the server's own time zone.
      start: zone ? new TZDate(entry.start.getTime(), zone) : entry.start,
      end: zone ? new TZDate(entry.end.getTime(), zone) : entry.end,
      timezone: zone,
      stamp: opts.now,
      lastModified: entry.lastModified ?? null,
      summary: entry.summary,
      description: entry.description || null,
      url: entry.url,
      location: entry.location,
    });
  }
  return calendar.toString();
}
