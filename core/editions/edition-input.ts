import { z } from 'zod';
import { instantSchema } from '../serialize/instant';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../settings/retention-periods';
import { requiredText } from '../validation/input-fields';

/** A calendar day in Prague, YYYY-MM-DD, within the years an edition may have. */
const day = z.iso
  .date({ message: 'Form.error.invalid' })
  .refine((v) => v >= '2000-01-01' && v <= '2999-12-31', 'Form.error.invalid');

const months = (what: string) =>
  // Coerced: the edition forms check their typed text in the browser with this same schema.
  z.coerce
    .number({ message: 'Form.error.required' })
    .int()
    .min(RETENTION_MONTHS_MIN)
    .max(RETENTION_MONTHS_MAX)
    .describe(`Months after the edition's end until ${what} are purged (decision 153)`);

/** The fields of an edition an Admin sets (the state has its own action, `makeEditionCurrent`). */
const editionFields = {
  name: requiredText(200).describe('The edition’s name in Czech'),
  name_en: requiredText(200).describe('The edition’s name in English'),
  mainDay: day.describe('The conference day (YYYY-MM-DD, in Prague)'),
  programmeStart: day.describe('The first day of the accompanying programme'),
  programmeEnd: day.describe('The last day of the accompanying programme'),
  retentionSignups: months('sign-ups and seminar waiting lists'),
  retentionAttendance: months('attendance marks'),
  retentionQuickSignupAccounts: months('quick sign-up accounts never used'),
  retentionOutboxBodies: months('the texts of sent mail'),
};

/** The main day lies within the accompanying programme (the database checks it too). */
const datesInOrder = (v: { mainDay?: string; programmeStart?: string; programmeEnd?: string }) =>
  !v.mainDay || !v.programmeStart || !v.programmeEnd || (v.programmeStart <= v.mainDay && v.mainDay <= v.programmeEnd);

/**
 * `POST /api/editions`: a new edition made from the newest one before it (decision 165). The
 * retention periods are the previous edition's unless sent.
 */
export const createEditionInput = z
  .object({
    year: z.coerce.number({ message: 'Form.error.required' }).int().min(2000).max(2999).describe('The edition’s year (unique)'),
    ...editionFields,
    copyProgramme: z
      .preprocess((v) => (v === 'on' ? true : v), z.boolean())
      .default(false)
      .describe('Copy the previous edition’s events as drafts (unpublished), moved by the days between the main days'),
  })
  .partial({
    retentionSignups: true,
    retentionAttendance: true,
    retentionQuickSignupAccounts: true,
    retentionOutboxBodies: true,
  })
  .strict()
  .refine(datesInOrder, { message: 'Edition.dates', path: ['mainDay'] });
export type CreateEditionInput = Omit<z.output<typeof createEditionInput>, 'copyProgramme' | RetentionField> &
  Partial<Pick<z.output<typeof createEditionInput>, 'copyProgramme' | RetentionField>>;
type RetentionField = 'retentionSignups' | 'retentionAttendance' | 'retentionQuickSignupAccounts' | 'retentionOutboxBodies';

/** `PUT /api/editions/{year}`: any subset of the fields. */
export const updateEditionInput = z
  .object(editionFields)
  .partial()
  .strict()
  .refine(datesInOrder, { message: 'Edition.dates', path: ['mainDay'] });
export type UpdateEditionInput = z.infer<typeof updateEditionInput>;

/** An edition as the API answers it. */
export const editionSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  ...editionFields,
  // The states of db/schema.ts's EDITION_STATES, spelled here so the browser's copy of this schema needs no drizzle.
  state: z
    .enum(['draft', 'current', 'archived'])
    .describe('draft: being prepared; current: the one the site shows and sells; archived: over'),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type ApiEdition = z.infer<typeof editionSchema>;

/** The API's answer for an edition row. */
export function presentEdition(row: {
  id: number;
  year: number;
  name: string;
  name_en: string;
  mainDay: string;
  programmeStart: string;
  programmeEnd: string;
  state: ApiEdition['state'];
  retentionSignups: number;
  retentionAttendance: number;
  retentionQuickSignupAccounts: number;
  retentionOutboxBodies: number;
  created_at: Date;
  updated_at: Date;
}): ApiEdition {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
