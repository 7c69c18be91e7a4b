import { events } from '../../db/schema';

/**
 * The columns an event's address is built from (`eventHref` in app/i18n/event-href.ts: the
 * detail route by the type, the slug by the language), for every read that links to an event.
 */
export const eventLinkColumns = {
  id: events.id,
  slug: events.slug,
  slug_en: events.slug_en,
  eventtypeId: events.eventtypeId,
};
