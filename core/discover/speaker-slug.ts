import slugify from '@sindresorhus/slugify';

/** Speakers have no stored slug; their URL's slug is made from the name ("Jana Procházková" -> "jana-prochazkova"). */
export function speakerSlug(name: string): string {
  return slugify(name);
}
