import { localDateTime } from '../events/local-time';
import { dayBounds } from '../programme/programme-days';

/** The wall's limits (spec admin-and-widgets 9): up to 4 upcoming events, names cut to fit the screen. */
export const WALL_UPCOMING = 4;
export const HEADLINE_NAME_MAX = 100;
export const LIST_NAME_MAX = 47;
export const HEADLINE_ORGANISER_MAX = 120;
export const LIST_ORGANISER_MAX = 90;

/** Variant 1 shows halls 1 and 3, variant 2 halls 2 and 4, side by side (decision 030). */
export const WALL_VARIANTS: Record<string, readonly [number, number]> = { '1': [1, 3], '2': [2, 4] };

export type WallEvent = { id: number; name: string; name_en: string | null; start: Date; end: Date; organiser: string | null };

/** now: an event is in progress; next: none is, but some are ahead; past: the day is over (the last event shown). */
export type WallHeadline = 'now' | 'next' | 'past' | 'empty';

export type WallHallState<E extends WallEvent = WallEvent> = {
  headline: WallHeadline;
  featured: E | null;
  upcoming: E[];
};

/**
 * What a hall's wall shows at `now` (spec: 'Právě probíhá' while an event is in progress, else
 * 'Následuje' when events are ahead, else 'Proběhlo' with the last one), and the next events
 * after the featured one. `events` are the hall's, in any order.
 */
export function wallHallState<E extends WallEvent>(events: readonly E[], now: Date): WallHallState<E> {
  const sorted = [...events].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  const t = now.getTime();
  const current = sorted.find((e) => e.start.getTime() <= t && t < e.end.getTime());
  const ahead = sorted.filter((e) => e.start.getTime() > t);
  if (current) return { headline: 'now', featured: current, upcoming: ahead.slice(0, WALL_UPCOMING) };
  if (ahead.length) return { headline: 'next', featured: ahead[0]!, upcoming: ahead.slice(1, 1 + WALL_UPCOMING) };
  const last = sorted.at(-1) ?? null;
  return { headline: last ? 'past' : 'empty', featured: last, upcoming: [] };
}

/**
 * Whether the edition is over at `now`: its last day (the local day of the last moment of its
 * latest event) has ended in the event time zone. A wall then thanks and points to the site
 * instead of showing the last programme under a later date. No events: not over (nothing began).
 */
export function editionOver(lastEnd: Date | null, now: Date, timezone: string): boolean {
  if (!lastEnd) return false;
  const lastDay = localDateTime(new Date(lastEnd.getTime() - 1), timezone).date;
  return now.getTime() >= dayBounds(lastDay, timezone).end.getTime();
}

/** A name cut to `max` characters (whole characters, never half an emoji), with an ellipsis when cut. */
export function cutName(name: string, max: number): string {
  const chars = Array.from(name.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The wall's "now": the real (or CLOCK_START) time shifted by `offset` hours, so the 2021
 * programme can be shown on any day. The spec's "+2 hours" was the old system showing UTC
 * times in Prague summer time; here times are instants shown in the event time zone, so only
 * the offset moves the clock (decision 030).
 */
export function wallNow(now: Date, offsetHours: number): Date {
  return new Date(now.getTime() + offsetHours * 3_600_000);
}

/** The optional offset path segment: whole or fractional hours, within ± 10 years. */
export function parseOffset(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 0;
  if (!/^-?\d{1,6}(\.\d{1,6})?$/.test(raw)) return null;
  const hours = Number(raw);
  return Math.abs(hours) <= 24 * 366 * 10 ? hours : null;
}

/** Milliseconds until the next 15-second mark of the clock (:00, :15, :30, :45). */
export function msToNextMark(now: number, markMs = 15_000): number {
  return markMs - (now % markMs);
}
