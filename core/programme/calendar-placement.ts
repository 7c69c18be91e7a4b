import { localDateTime } from '../events/local-time';
import { dayBounds, runsOn } from './programme-days';

/**
 * Where events sit in a days-by-hours calendar, worked out on the server so the grid is plain
 * CSS. Positions are wall-clock minutes after local midnight in the event time zone, the same
 * hour lines for every day; so on the day summer time ends (25 hours) the repeated hour folds
 * onto itself, and on the day it starts (23 hours) 02:00-03:00 is an empty band. Events of a
 * day or longer are not placed on the hours but listed on each of their days ("multi-day").
 */

export type Timed = { start: Date | string; end: Date | string };

export type PlacedEvent<T> = {
  event: T;
  /** Wall-clock minutes after the day's midnight: 0 to 1440, bottom > top. */
  top: number;
  bottom: number;
  /** 0-based column among the events it overlaps, out of `columns`; it may stretch over `span` free columns. */
  column: number;
  columns: number;
  span: number;
  /** Cut at midnight: it began the day before, or goes on into the next day. */
  fromPreviousDay: boolean;
  untilNextDay: boolean;
};

export type CalendarDay<T> = {
  day: string;
  /** Hours in the day: 24, or 23 and 25 on the days daylight saving time starts and ends. */
  hours: number;
  placed: PlacedEvent<T>[];
  /** Events of 24 hours or more that run on this day. */
  multiDay: T[];
  /** The most columns any moment of the day needs. */
  columns: number;
};

const DAY_MINUTES = 24 * 60;
/** The shortest box drawn, so a zero-length or folded (DST) event can still be seen and clicked. */
export const MIN_MINUTES = 15;
const MULTI_DAY_MS = 24 * 60 * 60 * 1000;

const ms = (d: Date | string) => new Date(d).getTime();

function wallMinutes(instant: Date, timezone: string): number {
  const [h, m] = localDateTime(instant, timezone).time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The events of each day, clipped to the day and placed in columns where they overlap. */
export function placeCalendarDays<T extends Timed>(
  events: readonly T[],
  days: readonly string[],
  timezone: string,
): CalendarDay<T>[] {
  return days.map((day) => {
    const bounds = dayBounds(day, timezone);
    const segments: Omit<PlacedEvent<T>, 'column' | 'columns' | 'span'>[] = [];
    const multiDay: T[] = [];
    for (const event of events) {
      if (!runsOn(event, bounds)) continue;
      const start = ms(event.start);
      const end = ms(event.end);
      if (end - start >= MULTI_DAY_MS) {
        multiDay.push(event);
        continue;
      }
      const fromPreviousDay = start < bounds.start.getTime();
      const untilNextDay = end > bounds.end.getTime();
      let top = fromPreviousDay ? 0 : wallMinutes(new Date(start), timezone);
      let bottom = untilNextDay ? DAY_MINUTES : wallMinutes(new Date(end), timezone);
      // An event ending exactly at midnight reads 00:00 on the next day's clock.
      if (!untilNextDay && end === bounds.end.getTime()) bottom = DAY_MINUTES;
      top = Math.min(top, DAY_MINUTES - MIN_MINUTES);
      bottom = Math.min(DAY_MINUTES, Math.max(bottom, top + MIN_MINUTES));
      segments.push({ event, top, bottom, fromPreviousDay, untilNextDay });
    }
    const placed = placeInColumns(segments);
    return {
      day,
      hours: Math.round((bounds.end.getTime() - bounds.start.getTime()) / 3_600_000),
      placed,
      multiDay,
      columns: placed.reduce((n, p) => Math.max(n, p.columns), 0),
    };
  });
}

/**
 * Columns for overlapping boxes: by start (longer first), each box takes the leftmost column
 * free at its start; boxes that overlap one another, directly or through others, share one
 * column count; a box stretches right over the columns nothing in its time uses.
 */
export function placeInColumns<S extends { top: number; bottom: number }>(
  segments: readonly S[],
): (S & { column: number; columns: number; span: number })[] {
  const sorted = [...segments].sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  const result: (S & { column: number; columns: number; span: number })[] = [];
  let cluster: (S & { column: number; columns: number; span: number })[] = [];
  let clusterEnd = -1;
  const close = () => {
    const columns = cluster.reduce((n, s) => Math.max(n, s.column + 1), 0);
    for (const s of cluster) {
      s.columns = columns;
      let span = 1;
      while (
        s.column + span < columns &&
        !cluster.some((o) => o.column === s.column + span && o.top < s.bottom && o.bottom > s.top)
      )
        span++;
      s.span = span;
    }
    result.push(...cluster);
    cluster = [];
  };
  for (const segment of sorted) {
    if (segment.top >= clusterEnd && cluster.length) close();
    const ends: number[] = [];
    for (const s of cluster) ends[s.column] = Math.max(ends[s.column] ?? -1, s.bottom);
    let column = 0;
    while (ends[column] !== undefined && ends[column]! > segment.top) column++;
    cluster.push({ ...segment, column, columns: 1, span: 1 });
    clusterEnd = Math.max(clusterEnd, segment.bottom);
  }
  if (cluster.length) close();
  return result;
}

/** The hours a grid shows: from the earliest start to the latest end of the placed events, at least `minimum`. */
export function visibleHours(days: readonly CalendarDay<unknown>[], minimum = { from: 9, to: 18 }): { from: number; to: number } {
  let from = minimum.from;
  let to = minimum.to;
  for (const d of days)
    for (const p of d.placed) {
      from = Math.min(from, Math.floor(p.top / 60));
      to = Math.max(to, Math.ceil(p.bottom / 60));
    }
  return { from, to };
}

/** Monday of the week a day belongs to ("2021-10-14" -> "2021-10-11"). */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The weeks (Mondays, in order) that hold at least one of the days. */
export function weeksOf(days: readonly string[]): string[] {
  return [...new Set(days.map(weekStart))].sort();
}
