import type { CalendarEntry } from '../calendar/build-calendar';
import type { ProgrammeEventDetail } from './programme-event-detail';
import { richTextToPlain } from '../rich-text/rich-text-to-plain';

/**
 * A programme event as a calendar entry in the visitor's language: the hall or venue with the
 * address as LOCATION, the description as plain text followed by the event page's address
 * (many calendar apps show DESCRIPTION but not URL). The times are the shown ones (shifted while
 * the hall runs late); `delayNote` ('Zpožděno o 10 min, …') then opens the description.
 */
export function toCalendarEntry(
  event: ProgrammeEventDetail,
  opts: { locale: 'cs' | 'en'; url: string; host: string; delayNote?: string | null },
): CalendarEntry {
  const pick = <T extends string | null>(cs: T, en: string | null): T | string => (opts.locale === 'en' && en ? en : cs);
  const venue = event.hall ?? event.location;
  const location = [venue ? pick(venue.name, venue.name_en) : null, event.address].filter(Boolean).join(', ');
  const text = richTextToPlain(pick(event.description, event.description_en));
  return {
    uid: `event-${event.id}@${opts.host}`,
    start: new Date(event.start),
    end: new Date(event.end),
    summary: pick(event.name, event.name_en),
    description: [event.delay ? opts.delayNote : null, text, opts.url].filter(Boolean).join('\n\n'),
    url: opts.url,
    location: location || null,
    lastModified: new Date(event.updatedAt),
  };
}
