/** Where an exhibitor's fair page lives, in each language (issue 29, decision 107). */
import type { Locale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';

/** An exhibitor as its links need it: slug_en is exhibitors.slug_en (null without an English name). */
export type ExhibitorRef = { id: number; slug: string; slug_en: string | null };

/** The slug of an exhibitor's page in a locale: the English pages use the English name's slug where there is one. */
export function exhibitorSlug(exhibitor: Pick<ExhibitorRef, 'slug' | 'slug_en'>, locale: Locale): string {
  return (locale === 'en' && exhibitor.slug_en) || exhibitor.slug;
}

/**
 * The one right address of an exhibitor's fair page in a locale: links, the sitemap and the
 * canonical redirect ask it. With an archived edition's year, its stand in that edition's fair.
 */
export function exhibitorHref(exhibitor: ExhibitorRef, locale: Locale, archiveYear: number | null = null): string {
  const slug = exhibitorSlug(exhibitor, locale) || null;
  if (archiveYear !== null) return href('ArchiveFairDetail', { year: archiveYear, id: exhibitor.id, slug }, locale);
  return href('InnoFairDetail', { id: exhibitor.id, slug }, locale);
}
