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

/** The years an event, a code's validity or a publication may fall in: anything else is a slip of the keyboard. */
export const INSTANT_YEARS = { from: 2000, to: 2099 } as const;

/**
 * An instant with its offset, as the admin's datetime fields write it (`2021-10-12T09:00:00.000Z`),
 * within INSTANT_YEARS: a year like 9999 would make every day-by-day view of the programme
 * walk millions of days (and JavaScript dates stop at year 275760).
 */
export const boundedInstant = z.iso.datetime({ offset: true, message: 'Form.error.invalid' }).refine((v) => {
  const year = new Date(v).getUTCFullYear();
  return year >= INSTANT_YEARS.from && year <= INSTANT_YEARS.to;
}, 'Form.error.dateRange');

/** An instant with its offset (published), or null (a draft). */
export const publishedAt = z.iso.datetime({ offset: true, message: 'Form.error.invalid' }).nullish();
