import { TZDate } from '@date-fns/tz';

/** The day filter of the accompanying events offers these days (public-site.md 2.6 and 9). */
export const ACCOMPANYING_FILTER_DAYS = daysBetween('2021-10-11', '2021-10-21');

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar days from first to last inclusive, as "2021-10-11". */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  for (let i = 0; ; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (day > last) return days;
    days.push(day);
  }
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
