/**
 * Dates and times of the programme, shown in the event's time zone whatever the server's or
 * the visitor's own: `11. října 2021` / `11 October 2021`, `10:00–11:30`.
 */
import { intlLocale, type Locale } from './locale';

export const DEFAULT_TIME_ZONE = 'Europe/Prague';

type DateInput = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

// Intl.DateTimeFormat is costly to build; pages format hundreds of dates.
function formatter(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** `11. října 2021` / `11 October 2021`. */
export function formatDate(date: DateInput, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter(locale, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(date));
}

/** `pondělí 11. října` / `Monday 11 October`. */
export function formatWeekday(date: DateInput, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(toDate(date)).replace(',', '');
}

/** `10:00` in both languages (24-hour clock). */
export function formatTime(date: DateInput, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toDate(date));
}

/** `10:00–11:30`; the dates are taken to be on the same day. */
export function formatTimeRange(start: DateInput, end: DateInput, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return `${formatTime(start, locale, timeZone)}–${formatTime(end, locale, timeZone)}`;
}

/** Calendar day in the time zone, comparable as a string (`2021-10-11`). */
export function dayKey(date: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = formatter('en', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(toDate(date));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * A span of days written the way each language does: `4.–24. října 2021` / `4–24 October 2021`,
 * `30. září – 2. října 2021` / `30 September – 2 October 2021`; one day collapses to formatDate.
 */
export function formatDateRange(start: DateInput, end: DateInput, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  const a = dayKey(start, timeZone);
  const b = dayKey(end, timeZone);
  const last = formatDate(end, locale, timeZone);
  if (a === b) return last;
  if (a.slice(0, 7) === b.slice(0, 7)) {
    return `${formatter(locale, timeZone, { day: 'numeric' }).format(toDate(start))}–${last}`;
  }
  if (a.slice(0, 4) === b.slice(0, 4)) {
    return `${formatter(locale, timeZone, { day: 'numeric', month: 'long' }).format(toDate(start))} – ${last}`;
  }
  return `${formatDate(start, locale, timeZone)} – ${last}`;
}

/** Machine-readable value for <time dateTime>. */
export function isoDateTime(date: DateInput): string {
  return toDate(date).toISOString();
}
