import { TZDate } from '@date-fns/tz';
import { localDateTime } from '../events/local-time';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar day written as "2021-10-11". */
export function isDay(text: string | null | undefined): text is string {
  const m = DAY_RE.exec(text ?? '');
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of a day written "2021-10-11" (or "+010000-01-01", as JavaScript writes years past 9999). */
function utcMidnight(day: string): number {
  const [y, m, d] = day.split(/(?<=\d)-/).map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** How many calendar days from first to last inclusive (0 when last is before first). */
export function dayCount(first: string, last: string): number {
  return Math.max(0, Math.round((utcMidnight(last) - utcMidnight(first)) / DAY_MS) + 1);
}

/**
 * Calendar days from first to last inclusive, as "2021-10-11"; refuses (RangeError) more than
 * `max` of them, so no stored date, however wrong, makes a page walk the calendar for long.
 */
export function daysBetween(first: string, last: string, max = 366): string[] {
  const count = dayCount(first, last);
  if (count > max) throw new RangeError(`${count} days from ${first} to ${last} is more than ${max}`);
  const start = utcMidnight(first);
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

/** When a local calendar day ("2021-10-11") begins and ends in the time zone (a DST change day is 23 or 25 hours). */
export function dayBounds(day: string, timezone: string): { start: Date; end: Date } {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  return {
    start: new Date(new TZDate(y, mo, d, 0, 0, timezone).getTime()),
    end: new Date(new TZDate(y, mo, d + 1, 0, 0, timezone).getTime()),
  };
}

/** An event listed on more days than this is a data slip (a wrong year); it counts for its first and last day only. */
const LONGEST_RUN_DAYS = 62;

/**
 * The local days an event runs on: from its start's day to the day of its last moment (an
 * event ending at midnight does not run on the next day; one without length runs on its day).
 */
export function runningDays(start: Date, end: Date, timezone: string): string[] {
  const first = localDateTime(start, timezone).date;
  const last = localDateTime(new Date(Math.max(start.getTime(), end.getTime() - 1)), timezone).date;
  return dayCount(first, last) > LONGEST_RUN_DAYS ? [first, last] : daysBetween(first, last);
}

/**
 * The days of the edition, read from its events rather than fixed in the code: every local
 * day on which at least one of the given events runs, in order. Next year's programme brings
 * next year's days.
 */
export function editionDays(events: readonly { start: Date | string; end: Date | string }[], timezone: string): string[] {
  const days = new Set<string>();
  for (const e of events) for (const day of runningDays(new Date(e.start), new Date(e.end), timezone)) days.add(day);
  return [...days].sort();
}

/** Whether an event runs on a local day (it overlaps the day's bounds). */
export function runsOn(event: { start: Date | string; end: Date | string }, bounds: { start: Date; end: Date }): boolean {
  const start = new Date(event.start).getTime();
  const end = new Date(event.end).getTime();
  return start < bounds.end.getTime() && (end > bounds.start.getTime() || (end === start && start >= bounds.start.getTime()));
}
