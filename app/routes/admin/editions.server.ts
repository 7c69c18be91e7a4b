import type { z } from 'zod';
import { AppError } from '../../../core/errors/app-error';
import type { FieldErrors } from '../../../core/errors/field-errors';
import { validateInput } from '../../../core/validation/validate-input';
import { refusalFields } from '../../forms/refusal-fields';

const NUMBERS = ['year', 'retentionSignups', 'retentionAttendance', 'retentionQuickSignupAccounts', 'retentionOutboxBodies'];

/**
 * An edition form's text values as the API's JSON would carry them: numbers as numbers (an
 * empty one left out, so the schema says it is required), the box as a boolean, `intent` aside.
 */
export function editionFormValues(values: Record<string, string>, opts: { box?: string } = {}): Record<string, unknown> {
  const { intent: _intent, ...rest } = values;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (!NUMBERS.includes(name)) out[name] = value;
    else if (value.trim() !== '') out[name] = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  }
  if (opts.box) out[opts.box] = values[opts.box] === 'on';
  return out;
}

/** Validates with the API's schema and runs the use case; a refusal comes back on its fields with the values typed. */
export async function runEditionForm<S extends z.ZodType, T>(
  schema: S,
  values: Record<string, string>,
  input: Record<string, unknown>,
  run: (input: z.output<S>) => Promise<T>,
): Promise<{ ok: true; result: T } | EditionRefusal> {
  const parsed = validateInput(schema, input);
  if (!parsed.ok) return refused(parsed.errors, values);
  try {
    return { ok: true, result: await run(parsed.data) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return refused(refusalFields(err) ?? { form: 'Request.internal' }, values);
  }
}

/** What the form shows again after a refusal: the codes by field and what was typed. */
export type EditionRefusal = { ok: false; errors: FieldErrors; values: Record<string, string> };

const refused = (errors: FieldErrors, values: Record<string, string>): EditionRefusal => ({ ok: false, errors, values });
