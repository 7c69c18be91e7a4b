import { z } from 'zod';

const describing = z
  .string()
  .trim()
  .max(500)
  .transform((v) => (v === '' ? null : v))
  .nullish();

/**
 * Strapi's `fileInfo`: the display name, alternative text and caption of an upload. Sent with
 * an upload (one per file, in order) or alone with `?id=` to change an existing file. Names are
 * cleaned of paths and control characters when stored (`displayName`).
 */
export const fileInfoInput = z
  .object({
    name: z.string().trim().min(1, 'Form.error.required').max(200).optional(),
    alternativeText: describing,
    caption: describing,
  })
  .strict();
export type FileInfoInput = z.infer<typeof fileInfoInput>;
