import type { files } from '../../db/schema';

type FileRow = Pick<typeof files.$inferSelect, 'url' | 'width' | 'height' | 'formats' | 'alternativeText' | 'name'>;

/** An image as pages show it: one URL with its intrinsic size (so the layout does not jump). */
export type SiteImage = { url: string; width: number | null; height: number | null; alt: string };

/** Picks the display size for cards and logos: the small format, then the thumbnail (as WebP), then the original. */
export function toSiteImage(file: FileRow | null | undefined): SiteImage | null {
  if (!file) return null;
  const alt = file.alternativeText ?? '';
  const format = file.formats.small ?? file.formats.thumbnail;
  // Every browser we support shows WebP, and it is the smaller twin of a JPEG or PNG format.
  if (format) return { url: format.webp?.url ?? format.url, width: format.width, height: format.height, alt };
  return { url: file.url, width: file.width, height: file.height, alt };
}

/** Columns of the files table that toSiteImage needs, for drizzle `with: { image: { columns } }`. */
export const siteImageColumns = {
  url: true,
  width: true,
  height: true,
  formats: true,
  alternativeText: true,
  name: true,
} as const;
