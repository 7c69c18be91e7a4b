import slugify from '@sindresorhus/slugify';

/** Halls have no stored slug; a livestream page's slug is made from the hall's name ("Sál Praha" -> "sal-praha"). */
export function hallSlug(name: string): string {
  return slugify(name);
}
