import { z } from 'zod';
import type { files, MediaFormat, MediaFormats } from '../../db/schema';
import { fromRow } from './from-row';

const variantSchema = z.object({ url: z.string(), size: z.number().describe('kB'), mime: z.string() });
const formatSchema = variantSchema.extend({
  width: z.number(),
  height: z.number(),
  webp: variantSchema.optional().describe('The same size as WebP; absent when the format itself is WebP'),
});

/** An uploaded file as the API shows it (Strapi's upload file); size in kB. */
export const mediaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mime: z.string(),
  size: z.number(),
  alternativeText: z.string().nullable(),
  caption: z.string().nullable(),
  formats: z.object({
    thumbnail: formatSchema.optional(),
    small: formatSchema.optional(),
    medium: formatSchema.optional(),
    large: formatSchema.optional(),
  }),
});
export type Media = z.infer<typeof mediaSchema>;

type FileRow = typeof files.$inferSelect;

export function serializeMedia(file: FileRow): Media;
export function serializeMedia(file: FileRow | null | undefined): Media | null;
export function serializeMedia(file: FileRow | null | undefined): Media | null {
  return file ? fromRow(mediaSchema, file, { formats: presentFormats(file.formats) }) : null;
}

/** Formats without their storage keys (hash, ext): clients need the URLs only. */
function presentFormats(formats: MediaFormats): Media['formats'] {
  const present = ({ url, width, height, size, mime, webp }: MediaFormat) => ({
    url,
    width,
    height,
    size,
    mime,
    ...(webp ? { webp: { url: webp.url, size: webp.size, mime: webp.mime } } : {}),
  });
  return Object.fromEntries(Object.entries(formats).map(([key, f]) => [key, present(f)]));
}
