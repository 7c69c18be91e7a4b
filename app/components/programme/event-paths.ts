/** The calendar file, map and section links of an event page; its address is `eventHref` (app/i18n/event-href.ts). */
import { parseIdParam } from '../../../core/query/parse-id-param';
import type { Locale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';

// The event's address moved beside the route table (decision 112); the UI's imports keep working.
export { detailRouteOf, eventHref, eventSlug, panelAnchor, type DetailRoute, type EventRef } from '../../i18n/event-href';

/** The iCalendar file of one event. */
export function eventCalendarHref(id: number, locale: Locale): string {
  return href('EventCalendar', { file: `${id}.ics` }, locale);
}

/** The event id of an EventCalendar file name (`12.ics`), or null. */
export function parseEventCalendarFile(file: string | undefined): number | null {
  const m = /^(\d+)\.ics$/.exec(file ?? '');
  return m ? parseIdParam(m[1]) : null;
}

/** A Google Maps search for an address (works on every platform, no key needed). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
