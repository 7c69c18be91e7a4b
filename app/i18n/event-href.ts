/**
 * Where an event lives on the site. Seminars (type 1) have their own section; the conference
 * panels (type 3) are shown in full on the conference programme; every other event (type 2,
 * and the fair's type 4, which has no list of its own) uses the accompanying events' detail.
 * A pure module of the route table's: the server's mail links and the widget use it too
 * (decision 112), so it lives beside the route table, not among the components.
 */
import { EVENT_TYPE } from '../../core/events/event-types';
import type { Locale } from './locale';
import { href } from './route-paths';

/** An event as its links need it: slug_en is events.slug_en (null without an English name). */
export type EventRef = { id: number; type: number; slug: string; slug_en: string | null };
export type DetailRoute = 'ProfSeminarDetail' | 'AccoEventDetail';

/** The detail route of an event type; null for conference panels. */
export function detailRouteOf(type: number): DetailRoute | null {
  if (type === EVENT_TYPE.seminar) return 'ProfSeminarDetail';
  if (type === EVENT_TYPE.conference) return null;
  return 'AccoEventDetail';
}

/** The fragment id of a panel on the conference programme. */
export const panelAnchor = (id: number) => `panel-${id}`;

/**
 * The slug of an event's page in a locale: the English pages use the slug of the English name
 * where there is one, everything else the Czech slug. Every link, the canonical URL and its
 * redirect ask this one function.
 */
export function eventSlug(event: Pick<EventRef, 'slug' | 'slug_en'>, locale: Locale): string {
  return (locale === 'en' && event.slug_en) || event.slug;
}

/**
 * The one right address of an event's page in a locale (with its slug, when it has one). With the
 * year of an archived edition, its page in the archive (decision 162), whatever its area.
 */
export function eventHref(event: EventRef, locale: Locale, archiveYear: number | null = null): string {
  if (archiveYear !== null)
    return href('ArchiveEventDetail', { year: archiveYear, id: event.id, slug: eventSlug(event, locale) || null }, locale);
  const route = detailRouteOf(event.type);
  if (!route) return `${href('InteConferences', {}, locale)}#${panelAnchor(event.id)}`;
  return href(route, { id: event.id, slug: eventSlug(event, locale) || null }, locale);
}
