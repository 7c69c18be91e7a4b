import type { files, MediaFormats } from '../../db/schema';

type FileRow = Pick<typeof files.$inferSelect, 'url' | 'width' | 'height' | 'mime' | 'formats' | 'alternativeText' | 'name'>;

/**
 * An image as pages show it: a fallback URL with its intrinsic size (so the layout does not
 * jump), and every stored width for `srcset`, so the browser fetches the smallest file that is
 * sharp at the drawn size and the screen's density (app/components/ui/image.tsx adds `sizes`).
 */
export type SiteImage = {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  /** `<url> <width>w` candidates, narrowest first; empty when there is one file only. */
  srcset: string;
};

/** Strapi's format names from the narrowest to the widest. */
const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const satisfies readonly (keyof MediaFormats)[];

/**
 * Originals that may stand in srcset for the sizes no format covers: raster types every
 * browser shows. An SVG original is a document served under a sandbox (decision 014) and a GIF
 * may be a large animation, so those are only drawn through their formats.
 */
const RASTER_ORIGINALS = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/** Above the widest format (1000 px) an original can weigh megabytes: never offered. */
const MAX_ORIGINAL_WIDTH = 1000;
/**
 * An original is offered only when it is at least this much wider than the widest format: a
 * 480 px portrait over its 156 px thumbnail, not a 640 px PNG logo over its 500 px WebP, which
 * would cost twice the bytes for a sharpness nobody sees.
 */
const ORIGINAL_GAIN = 4 / 3;

/** Picks the display size for cards and logos: the small format, then the thumbnail (as WebP), then the original. */
export function toSiteImage(file: FileRow | null | undefined): SiteImage | null {
  if (!file) return null;
  const alt = file.alternativeText ?? '';
  const srcset = buildSrcSet(file);
  const format = file.formats.small ?? file.formats.thumbnail;
  // Every browser we support shows WebP, and it is the smaller twin of a JPEG or PNG format.
  if (format) return { url: format.webp?.url ?? format.url, width: format.width, height: format.height, alt, srcset };
  return { url: file.url, width: file.width, height: file.height, alt, srcset };
}

/**
 * The `srcset` of a stored image: each format's WebP twin (or the format itself when it has
 * none) at its real width, and the original when it is a raster clearly wider than the widest
 * format made and no wider than the largest box, so a portrait smaller than `small` is still
 * sharp on a dense screen. Empty when there
 * is only one file to offer: then `src` alone says it all.
 */
export function buildSrcSet(file: Pick<FileRow, 'url' | 'width' | 'mime' | 'formats'>): string {
  const candidates: { url: string; width: number }[] = [];
  for (const name of FORMAT_ORDER) {
    const format = file.formats[name];
    if (format) candidates.push({ url: format.webp?.url ?? format.url, width: format.width });
  }
  const widest = candidates.at(-1)?.width ?? 0;
  const width = file.width ?? 0;
  if (width >= widest * ORIGINAL_GAIN && width <= MAX_ORIGINAL_WIDTH && RASTER_ORIGINALS.has(file.mime)) {
    candidates.push({ url: file.url, width });
  }
  if (candidates.length < 2) return '';
  return candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
}

/** Columns of the files table that toSiteImage needs, for drizzle `with: { image: { columns } }`. */
export const siteImageColumns = {
  url: true,
  width: true,
  height: true,
  mime: true,
  formats: true,
  alternativeText: true,
  name: true,
} as const;
