import { z } from 'zod';

/** users_present as stored (spec: comma-joined user ids) → the ids, in order, without repeats or junk. */
export function parsePresentIds(stored: string): number[] {
  const ids = stored
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

/** The ids as users_present stores them. */
export function formatPresentIds(ids: Iterable<number>): string {
  return [...new Set(ids)].join(',');
}

/** users_present as a writer sends it: `"12,7,31"`, or empty for nobody. */
export const presentIdsInput = z
  .string()
  .max(20_000)
  .regex(/^\s*(\d{1,10}\s*(,\s*\d{1,10}\s*)*)?$/, 'Form.error.invalid')
  .transform(parsePresentIds)
  .describe('Comma-joined ids of the joined users who came (`"12,7"`; empty for nobody); only joined users');
