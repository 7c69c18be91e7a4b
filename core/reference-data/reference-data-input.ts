import { z } from 'zod';

/** A name: trimmed, required, at most 300 characters (as an event's). */
export const requiredName = z.string().trim().min(1, 'Form.error.required').max(300);

/** An optional text: trimmed; empty clears it (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Rich text as the editor writes it; sanitized when saved, never trusted as sent. */
export const richText = z.string().max(100_000).nullish();
