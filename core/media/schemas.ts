import { z } from 'zod';

const noControl = (v: string) => !/[\p{Cc}\p{Cf}]/u.test(v.replace(/[\n\t]/g, ''));
const describing = z
  .string()
  .trim()
  .max(500)
  .refine(noControl, 'Form.error.badCharacters')
  .transform((v) => (v === '' ? null : v))
  .nullish();

/**
 * Strapi's `fileInfo`: the display name, alternative text and caption of an upload. Sent with
 * an upload (one per file, in order) or alone with `?id=` to change an existing file.
 */
export const fileInfoInput = z
  .object({
    name: z.string().trim().min(1, 'Form.error.required').max(200).refine(noControl, 'Form.error.badCharacters').optional(),
    alternativeText: describing,
    caption: describing,
  })
  .strict();
export type FileInfoInput = z.infer<typeof fileInfoInput>;
