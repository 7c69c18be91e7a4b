import { TZDate } from '@date-fns/tz';
import { localDateTime } from '../events/local-time';
import type { ProgrammeEventDetail } from './programme-event-detail';

export type BreakKind = 'coffee' | 'lunch' | 'networking';

/** The fixed breaks of the conference day, local time (public-site.md 2.4). */
export const CONFERENCE_BREAKS: readonly { kind: BreakKind; from: string; to: string }[] = [
  { kind: 'coffee', from: '10:45', to: '11:00' },
  { kind: 'lunch', from: '12:15', to: '13:00' },
  { kind: 'networking', from: '14:30', to: '16:00' },
];

export type TimelineEntry =
  | { kind: 'panel'; start: string; end: string; panel: ProgrammeEventDetail }
  | { kind: 'break'; start: string; end: string; break: BreakKind };

export type ConferenceProgramme = {
  /** The conference day ("2021-10-11"), from the first panel; null before any panel is published. */
  day: string | null;
  /** From the first entry's start to the last entry's end: the start label and the END marker. */
  start: string | null;
  end: string | null;
  entries: TimelineEntry[];
};

/** A wall-clock time ("10:45") on a local day ("2021-10-11") in the time zone, as an instant. */
export function localInstant(day: string, time: string, timezone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, timezone).getTime());
}

/**
 * The conference day in time order: the panels (already sorted by start) merged with the
 * fixed breaks on the day of the first panel. Without panels there is no programme to frame.
 */
export function buildConferenceTimeline(panels: ProgrammeEventDetail[], timezone: string): ConferenceProgramme {
  const first = panels[0];
  if (!first) return { day: null, start: null, end: null, entries: [] };
  const day = localDateTime(new Date(first.start), timezone).date;
  const breaks: TimelineEntry[] = CONFERENCE_BREAKS.map((b) => ({
    kind: 'break',
    start: localInstant(day, b.from, timezone).toISOString(),
    end: localInstant(day, b.to, timezone).toISOString(),
    break: b.kind,
  }));
  const entries: TimelineEntry[] = [
    ...panels.map((panel): TimelineEntry => ({ kind: 'panel', start: panel.start, end: panel.end, panel })),
    ...breaks,
  ].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || Date.parse(a.end) - Date.parse(b.end));
  return {
    day,
    start: entries[0]!.start,
    end: new Date(Math.max(...entries.map((e) => Date.parse(e.end)))).toISOString(),
    entries,
  };
}
