import { z } from 'zod';
import { parsePresentIds } from './present-ids';

// Apart from present-ids.ts, which the check-in and attendee screens import: zod stays out of
// the event pages' scripts (decision 044).
/** users_present as a writer sends it: `"12,7,31"`, or empty for nobody. */
export const presentIdsInput = z
  .string()
  .max(20_000)
  .regex(/^\s*(\d{1,10}\s*(,\s*\d{1,10}\s*)*)?$/, 'Form.error.invalid')
  .transform(parsePresentIds)
  .describe('Comma-joined ids of the joined users who came (`"12,7"`; empty for nobody); only joined users');
