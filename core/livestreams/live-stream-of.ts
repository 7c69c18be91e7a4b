import { hallSlug, hallSlugEn } from '../halls/hall-slug';

/** Where an event in a hall is streamed: its hall's livestream page (id and the slugs of both languages). */
export type LiveStream = { hallId: number; slug: string; slug_en: string | null };

/**
 * The hall stream an event is watched on, null for an event in no hall. The pages link it
 * while the event is in progress by its shown times (`sessionPhase` in
 * core/programme/now-next.ts, run again in the browser at the start and end, issue 29 item 2),
 * so the link comes and goes without a reload; the programme's clock decides (decision 029).
 */
export function hallStreamOf(event: { hall: { id: number; name: string; name_en?: string | null } | null }): LiveStream | null {
  return event.hall ? { hallId: event.hall.id, slug: hallSlug(event.hall.name), slug_en: hallSlugEn(event.hall.name_en) } : null;
}
