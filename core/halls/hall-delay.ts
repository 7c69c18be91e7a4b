import { TZDate } from '@date-fns/tz';
import { z } from 'zod';

/** The longest delay an organiser can set (the database's `halls_delay_ck` allows the same). */
export const MAX_HALL_DELAY_MINUTES = 180;

/** A hall's delay as stored: minutes (0 = on time) and when the hall began running late, by the programme clock. */
export type HallDelay = { delayMinutes: number; delaySetAt: Date | null };

/** How a shifted event is told: by how much, and its times as scheduled (stored). */
export const eventDelaySchema = z.object({
  minutes: z.number().int().describe('The hall runs this many minutes late; `start` and `end` are shifted by it'),
  scheduled_start: z.string().describe('The start as scheduled (stored)'),
  scheduled_end: z.string().describe('The end as scheduled (stored)'),
});
export type EventDelay = z.infer<typeof eventDelaySchema>;

type Span = { start: Date; end: Date };

/**
 * The times an event is shown at (issue 11 item 7): moved by the hall's delay when the event
 * runs on the day the delay was set (in the event time zone) and was not over yet when it was
 * set. Events already over keep their times, and the next day nothing moves, so a delay
 * nobody took back expires by itself. `minutes` is 0 when the event is not moved.
 */
export function shownTimes(delay: HallDelay | null | undefined, event: Span, timezone: string): Span & { minutes: number } {
  const minutes = delay?.delayMinutes ?? 0;
  const setAt = delay?.delaySetAt;
  if (minutes <= 0 || !setAt || event.end <= setAt || event.start.getTime() >= nextMidnight(setAt, timezone)) {
    return { start: event.start, end: event.end, minutes: 0 };
  }
  const shift = minutes * 60_000;
  return { start: new Date(event.start.getTime() + shift), end: new Date(event.end.getTime() + shift), minutes };
}

/** `shownTimes` as the read models carry it: the shown start and end, and the delay told (null when on time). */
export function delayedTimes(
  delay: HallDelay | null | undefined,
  event: Span,
  timezone: string,
): Span & { delay: EventDelay | null } {
  const shown = shownTimes(delay, event, timezone);
  return {
    start: shown.start,
    end: shown.end,
    delay: shown.minutes
      ? { minutes: shown.minutes, scheduled_start: event.start.toISOString(), scheduled_end: event.end.toISOString() }
      : null,
  };
}

/**
 * The delay that moves events today (`now` by the programme clock): the stored one on the day
 * it was set, none from the next day on.
 */
export function delayInForce(delay: HallDelay, now: Date, timezone: string): HallDelay {
  const current = delay.delayMinutes > 0 && delay.delaySetAt !== null && sameDay(delay.delaySetAt, now, timezone);
  return current ? delay : { delayMinutes: 0, delaySetAt: null };
}

/** Whether two instants fall on the same calendar day in the time zone. */
export function sameDay(a: Date, b: Date, timezone: string): boolean {
  const day = (d: Date) => {
    const local = new TZDate(d.getTime(), timezone);
    return `${local.getFullYear()}-${local.getMonth()}-${local.getDate()}`;
  };
  return day(a) === day(b);
}

/** The first instant of the next calendar day in the time zone (its midnight, DST included). */
export function nextMidnight(instant: Date, timezone: string): number {
  const local = new TZDate(instant.getTime(), timezone);
  return new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 0, 0, 0, 0, timezone).getTime();
}
