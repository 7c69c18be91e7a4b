import type { ApiEvent } from '../events/event-schema';

/** An event as a link in a list (an exhibitor's or a speaker's programme): enough to name, date and place it. */
export type LinkedEvent = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  eventtype: number;
  start: string;
  end: string;
  place: { name: string; name_en: string | null } | null;
};

export function toLinkedEvent(event: ApiEvent): LinkedEvent {
  const place = event.hall ?? event.location;
  return {
    id: event.id,
    name: event.name,
    name_en: event.name_en,
    slug: event.slug,
    eventtype: event.eventtype.id,
    start: event.start,
    end: event.end,
    place: place ? { name: place.name, name_en: place.name_en } : null,
  };
}
