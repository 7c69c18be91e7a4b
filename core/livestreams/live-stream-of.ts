import { hallSlug, hallSlugEn } from '../halls/hall-slug';

/** Where an event in progress is streamed: its hall's livestream page (id and the slugs of both languages). */
export type LiveStream = { hallId: number; slug: string; slug_en: string | null };

/**
 * The hall stream to watch an event on while it is in progress at `now` by its shown times
 * (shifted while the hall runs late); null before and after, and for an event in no hall.
 * The programme's clock decides, as for the banner (decision 029).
 */
export function liveStreamOf(
  event: { start: string; end: string; hall: { id: number; name: string; name_en?: string | null } | null },
  now: Date,
): LiveStream | null {
  if (!event.hall) return null;
  const t = now.getTime();
  if (Date.parse(event.start) > t || Date.parse(event.end) <= t) return null;
  return { hallId: event.hall.id, slug: hallSlug(event.hall.name), slug_en: hallSlugEn(event.hall.name_en) };
}
