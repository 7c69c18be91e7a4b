import { localDateTime } from '../events/local-time';
import { orderSpeakers } from '../events/order-speakers';
import type { ProgrammeEventRow } from './load-programme-events';
import type { ProgrammeArea } from './programme-areas';

export type PdfLocale = 'cs' | 'en';

/** One event as the printed programme lists it: planned times, place, title, speakers. */
export type PdfEvent = { id: number; title: string; start: Date; end: Date; place: string | null; speakers: string[] };

/** The events of one local day, by start. */
export type PdfDay = { day: string; heading: string; events: (PdfEvent & { time: string })[] };

/** What the printed programme of an area shows, ready to draw (no database, no pdfkit). */
export type ProgrammePdfLayout = {
  locale: PdfLocale;
  area: ProgrammeArea;
  title: string;
  subtitle: string;
  /** Says that the times are the planned ones (a hall running late is not reflected). */
  note: string;
  days: PdfDay[];
  /** The newest change among the events printed: the document's date, so the same programme gives the same bytes. */
  updatedAt: Date;
};

const pick = (cs: string, en: string | null | undefined, locale: PdfLocale) => (locale === 'en' && en ? en : cs);

/**
 * The printed form of a loaded event, at its planned times: the PDF is the programme sent
 * out ahead, so a hall's delay on the day is deliberately ignored (decision 039). Draft
 * speakers are left out.
 */
export function toPdfEvent(row: ProgrammeEventRow, locale: PdfLocale): PdfEvent {
  const speakers = orderSpeakers(
    row.speakers.map((s) => s.speaker).filter((s) => s.published_at !== null),
    row.speakers_order,
  );
  return {
    id: row.id,
    title: pick(row.name, row.name_en, locale),
    start: row.start,
    end: row.end,
    place: placeLine(row.hall, row.location, locale),
    speakers: speakers.map((s) => s.name),
  };
}

type Named = { name: string; name_en: string | null } | null;

/** "Hall, Venue" (either may be missing), in the document's language; null when neither is known. */
export function placeLine(hall: Named, location: Named, locale: PdfLocale): string | null {
  const parts = [hall, location].filter((p): p is NonNullable<Named> => p !== null).map((p) => pick(p.name, p.name_en, locale));
  const unique = parts.filter((p, i) => p.trim() !== '' && parts.indexOf(p) === i);
  return unique.length ? unique.join(', ') : null;
}

/** "09:00–10:30" in the time zone; an event without length shows its start only; one ending on a later day gets that day. */
export function timeRange(start: Date, end: Date, timezone: string): string {
  const s = localDateTime(start, timezone);
  if (end.getTime() <= start.getTime()) return s.time;
  const e = localDateTime(end, timezone);
  const endText = e.date === s.date ? e.time : `${formatShortDay(e.date)} ${e.time}`;
  return `${s.time}–${endText}`;
}

const formatShortDay = (day: string) => {
  const [, m, d] = day.split('-').map(Number);
  return `${d}. ${m}.`;
};

const dayHeadings: Record<PdfLocale, Intl.DateTimeFormat> = {
  cs: new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "pondělí 11. října 2021" / "Monday 11 October 2021". */
export function dayHeading(day: string, locale: PdfLocale): string {
  const text = dayHeadings[locale].format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Events grouped by the local day they start on, each day and its events by start (then id).
 * An event running over several days is printed once, on its first day, with its end day.
 */
export function groupByDay(events: readonly PdfEvent[], timezone: string, locale: PdfLocale): PdfDay[] {
  const sorted = [...events].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  const days = new Map<string, PdfDay>();
  for (const event of sorted) {
    const day = localDateTime(event.start, timezone).date;
    let group = days.get(day);
    if (!group) days.set(day, (group = { day, heading: dayHeading(day, locale), events: [] }));
    group.events.push({ ...event, time: timeRange(event.start, event.end, timezone) });
  }
  return [...days.values()];
}
