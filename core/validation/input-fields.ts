import { z } from 'zod';

/**
 * Field shapes the admin's content forms share (exhibitors, patrons, speakers): ids of
 * relations, trimmed texts where empty clears, web links, rich text (sanitized on save, never
 * trusted as sent). The codes are the ones the event form already uses (decision 015).
 */
export const entryId = z.number().int().positive().max(2147483647);
export const entryIds = z.array(entryId).max(200);

export const trimmedText = (max: number) => z.string().trim().max(max);

/** A required name: trimmed, not empty. */
export const requiredText = (max: number) => trimmedText(max).min(1, 'Form.error.required');

/** Empty text clears an optional field (stored as null). */
export const optionalText = (max: number) =>
  trimmedText(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A full http(s) address, or empty/null to clear it. */
export const webLink = z
  .string()
  .trim()
  .max(500)
  .transform((v) => (v === '' ? null : v))
  .pipe(z.url({ protocol: /^https?$/, message: 'Event.link' }).nullable())
  .nullish();

/** Rich text as the editor writes it; the one sanitizer runs when it is saved. */
export const richText = z.string().max(100_000).nullish();

/** An instant with its offset (published), or null (a draft). */
export const publishedAt = z.iso.datetime({ offset: true, message: 'Form.error.invalid' }).nullish();
