import { z } from 'zod';
import type { files } from '../../db/schema';
import { fromRow } from './from-row';

const formatSchema = z.object({ url: z.string(), width: z.number(), height: z.number(), size: z.number(), mime: z.string() });

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
  return file ? fromRow(mediaSchema, file, {}) : null;
}
