/**
 * Links that know which edition a page belongs to (decision 162): at today's URLs the current
 * edition's, under the archive path a past edition's. A pure module of the route table's.
 */
import type { Locale } from './locale';
import { href, parseRouteId } from './route-paths';

/** The archived edition's year of a route (an `Archive*` route with a `:year`), or null for today's pages. */
export function archiveYearOfRoute(routeId: string | undefined, params: Record<string, string | undefined>): number | null {
  const route = routeId ? parseRouteId(routeId) : null;
  if (!route?.name.startsWith('Archive') || !params.year || !/^\d{4}$/.test(params.year)) return null;
  return Number(params.year);
}

/** A speaker's page: today's, or the archived edition's (its events of that year). */
export function speakerHref(
  speaker: { id: number; slug: string | null },
  locale: Locale,
  archiveYear: number | null = null,
): string {
  const slug = speaker.slug || null;
  return archiveYear === null
    ? href('SpeakerDetail', { id: speaker.id, slug }, locale)
    : href('ArchiveSpeakerDetail', { year: archiveYear, id: speaker.id, slug }, locale);
}

/** The speakers grid: today's, or the archived edition's. */
export function speakersHref(locale: Locale, archiveYear: number | null = null): string {
  return archiveYear === null ? href('Speakers', {}, locale) : href('ArchiveSpeakers', { year: archiveYear }, locale);
}

/** The fair: today's, or the archived edition's. */
export function fairHref(locale: Locale, archiveYear: number | null = null): string {
  return archiveYear === null ? href('InnoFairs', {}, locale) : href('ArchiveFair', { year: archiveYear }, locale);
}
