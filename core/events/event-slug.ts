import slugify from '@sindresorhus/slugify';

/** The slug of an event's Czech pages, made from its (Czech) name. */
export function czechEventSlug(name: string): string {
  return slugify(name);
}

/**
 * The slug of an event's English pages, made from name_en; null when there is no English name
 * (or nothing of it makes a slug), and then the English pages use the Czech slug. Stored as
 * events.slug_en whenever name_en is written; which one a link uses is decided by eventSlug
 * (app/components/programme/event-paths.ts) alone.
 */
export function englishEventSlug(nameEn: string | null | undefined): string | null {
  return slugify(nameEn?.trim() ?? '') || null;
}
