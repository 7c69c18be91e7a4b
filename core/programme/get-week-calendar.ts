import type { Db } from '../../db/client';
import type { ViewerWithRights } from '../accounts/policy';
import { eventVisibleTo } from '../events/event-visibility';
import { localDateTime } from '../events/local-time';
import { shownTimes } from '../halls/hall-delay';
import { iso } from '../serialize/instant';
import { placeCalendarDays, visibleHours, weeksOf, weekStart, type CalendarDay } from './calendar-placement';
import { loadProgrammeEvents } from './load-programme-events';
import { daysBetween, editionDays, isDay } from './programme-days';
import type { Named } from './programme-item';

/** An event as the calendar shows it: enough for a box and a link. */
export type CalendarEvent = Named & {
  type: number;
  slug: string;
  slug_en: string | null;
  start: string;
  end: string;
  venue: Named | null;
};

export type WeekCalendar = {
  /** The Mondays of the weeks that have a programme, in order. */
  weeks: string[];
  /** The week shown (its Monday), null before anything is published. */
  week: string | null;
  /** Its seven days with the events placed. */
  days: CalendarDay<CalendarEvent>[];
  /** The hours the grid spans (local, 0-24). */
  hours: { from: number; to: number };
  /** "Now" (the programme clock, or `?at=`), its local day and wall-clock minute. */
  now: string;
  today: string;
  nowMinute: number;
};

export type CalendarQuery = { week: string | null; at: Date | null };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `?week=2021-10-11` (any day of the week) and `?at=2021-10-11T10:30:00+02:00` ("now" for a demo); anything else is dropped. */
export function readCalendarQuery(query: URLSearchParams): CalendarQuery {
  const week = query.get('week');
  const at = query.get('at') ?? '';
  const instant = INSTANT.test(at) ? new Date(at) : null;
  return { week: isDay(week) ? weekStart(week) : null, at: instant && !Number.isNaN(instant.getTime()) ? instant : null };
}

/**
 * The week calendar: every published event of the four areas that the viewer may see, placed
 * on the days of one week. Without a chosen week it opens on the week of `now` when that has a
 * programme, else on the busiest week.
 */
export async function getWeekCalendar(
  db: Db,
  opts: { week: string | null; now: Date; timezone: string; viewer: ViewerWithRights | null },
): Promise<WeekCalendar> {
  const rows = await loadProgrammeEvents(db, { where: eventVisibleTo(opts.viewer, 'live') });
  const events: CalendarEvent[] = rows.map((r) => {
    // Placed by the times shown: a hall running late moves its events (decision 035).
    const shown = shownTimes(r.hall, r, opts.timezone);
    const venue = r.hall ?? r.location;
    return {
      id: r.id,
      type: r.eventtypeId,
      slug: r.slug,
      slug_en: r.slug_en,
      name: r.name,
      name_en: r.name_en,
      start: iso(shown.start),
      end: iso(shown.end),
      venue: venue && { id: venue.id, name: venue.name, name_en: venue.name_en },
    };
  });
  const weeks = weeksOf(editionDays(events, opts.timezone));
  const local = localDateTime(opts.now, opts.timezone);
  const [h, m] = local.time.split(':').map(Number) as [number, number];
  const week = pickWeek(weeks, opts.week, weekStart(local.date), events, opts.timezone);
  const days = week ? placeCalendarDays(events, daysBetween(week, addDays(week, 6)), opts.timezone) : [];
  return { weeks, week, days, hours: visibleHours(days), now: iso(opts.now), today: local.date, nowMinute: h * 60 + m };
}

function pickWeek(weeks: string[], asked: string | null, current: string, events: CalendarEvent[], timezone: string) {
  if (asked && weeks.includes(asked)) return asked;
  if (weeks.includes(current)) return current;
  const starts = new Map<string, number>();
  for (const e of events) {
    const week = weekStart(localDateTime(new Date(e.start), timezone).date);
    starts.set(week, (starts.get(week) ?? 0) + 1);
  }
  return weeks.reduce<string | null>(
    (best, w) => (best === null || (starts.get(w) ?? 0) > (starts.get(best) ?? 0) ? w : best),
    null,
  );
}

function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
