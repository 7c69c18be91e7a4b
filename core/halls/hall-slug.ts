import slugify from '@sindresorhus/slugify';

/** Halls have no stored slug; a livestream page's slug is made from the hall's name ("Sál Praha" -> "sal-praha"). */
export function hallSlug(name: string): string {
  return slugify(name);
}

/**
 * The English pages' slug, made from name_en ("Prague Hall" -> "prague-hall"); null without an
 * English name, where the Czech slug serves (as events.slug_en, decision 096).
 */
export function hallSlugEn(nameEn: string | null | undefined): string | null {
  const slug = nameEn?.trim() ? slugify(nameEn) : '';
  return slug || null;
}

/** A hall as its links need it: the slugs of its Czech and English names (the English one null without name_en). */
export type HallRef = { id: number; slug: string; slug_en: string | null };

/** A hall's slugs from its names, on the server: slugify's tables stay off the public pages' scripts. */
export function hallRef(hall: { id: number; name: string; name_en: string | null }): HallRef {
  return { id: hall.id, slug: hallSlug(hall.name), slug_en: hallSlugEn(hall.name_en) };
}
