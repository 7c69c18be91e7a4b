import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { boundedInstant } from '../validation/input-fields';

/** A typed passphrase is at least this long; generated ones are longer (new-access-code.ts). */
export const PASSPHRASE_MIN_LENGTH = 8;
/** The check-ticket route reads at most this much of a passphrase. */
export const PASSPHRASE_MAX_LENGTH = 200;
export const ACCESS_CODE_LABEL_MAX_LENGTH = 200;

/**
 * Letters (any alphabet), digits, spaces, dots, dashes and underscores: what a person reads out
 * and types into the livestream page, and what travels in the check-ticket path unharmed.
 */
const PASSPHRASE_CHARS = /^[\p{L}\p{N} ._-]+$/u;

const instant = boundedInstant;

const fields = {
  label: z
    .string()
    .trim()
    .min(1, 'Form.error.required')
    .max(ACCESS_CODE_LABEL_MAX_LENGTH, 'Form.error.tooLong')
    .describe('Who the code is for, e.g. "Partners 2021"; never shown to its holders'),
  conference: z.boolean().describe('Opens the conference hall (5)'),
  seminars: z.boolean().describe('Opens the seminar halls'),
  validUntil: instant.nullable().describe('Opens streams until this instant (in the future); null: until revoked'),
};

/** At least one right: a code that opens nothing is a mistake, not a code. */
export const hasRight = (v: { conference: boolean; seminars: boolean }) => v.conference || v.seminars;

/** `POST /api/access-codes`: the passphrase is generated when absent; rights default to none, so one must be given. */
export const accessCodeInput = z
  .object({
    ...fields,
    passphrase: z
      .string()
      .trim()
      .min(PASSPHRASE_MIN_LENGTH, 'AccessCode.passphrase.min')
      .max(PASSPHRASE_MAX_LENGTH, 'Form.error.tooLong')
      .regex(PASSPHRASE_CHARS, 'AccessCode.passphrase.chars')
      .optional()
      .describe(
        'At least 8 characters: letters, digits, spaces, dots, dashes, underscores; letter case does not count. Absent: one is generated (INNO- and three groups of four letters or digits).',
      ),
    conference: fields.conference.default(false),
    seminars: fields.seminars.default(false),
    validUntil: fields.validUntil.optional(),
  })
  .strict()
  .refine(hasRight, { message: 'AccessCode.rights', path: ['rights'] });
export type AccessCodeInput = z.infer<typeof accessCodeInput>;

/** `PUT /api/access-codes/{id}`: any of label, rights and validity; the passphrase never changes. */
export const accessCodeUpdateInput = z.object(fields).partial().strict();
export type AccessCodeUpdateInput = z.infer<typeof accessCodeUpdateInput>;

/** The rights a code keeps after a change: the stored ones overlaid with those sent. */
export function rightsAfter(
  stored: { conference: boolean; seminars: boolean },
  input: AccessCodeUpdateInput,
): { conference: boolean; seminars: boolean } {
  return { conference: input.conference ?? stored.conference, seminars: input.seminars ?? stored.seminars };
}

/** A validity end must lie ahead: a code that is over when made is a typing mistake (400 `AccessCode.validUntil`). */
export function futureEnd(validUntil: string | null | undefined, now: Date): Date | null {
  if (!validUntil) return null;
  const end = new Date(validUntil);
  if (end <= now) throw new AppError('AccessCode.validUntil', { field: 'validUntil' });
  return end;
}
