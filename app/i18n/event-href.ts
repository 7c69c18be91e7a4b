import type { Locale } from './locale';
import { href } from './route-paths';
import type { RouteName } from './route-table';

// db/schema's EVENT_TYPE, repeated so that browser code does not bundle the schema (tested equal).
export const SEMINAR_TYPE = 1;
export const CONFERENCE_TYPE = 3;

/**
 * The page of an event by its type: seminars have their detail under the seminars, conference
 * panels live on the conference programme, accompanying events (and fair events, which have no
 * section of their own) under the accompanying events.
 */
export function eventHref(event: { id: number; slug?: string | null; eventtype: number }, locale: Locale): string {
  const route = eventRoute(event.eventtype);
  if (route === 'InteConferences') return href(route, {}, locale);
  return href(route, { id: event.id, slug: event.slug }, locale);
}

/** The route that shows an event of this type. */
export function eventRoute(eventtype: number): Extract<RouteName, 'ProfSeminarDetail' | 'AccoEventDetail' | 'InteConferences'> {
  if (eventtype === SEMINAR_TYPE) return 'ProfSeminarDetail';
  if (eventtype === CONFERENCE_TYPE) return 'InteConferences';
  return 'AccoEventDetail';
}
