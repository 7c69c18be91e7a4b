import type { z } from 'zod';
import { fieldErrorsFromIssues, type FieldErrors } from '../errors/field-errors';
import { unsafeTextFields } from './safe-text';

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Runs a schema over a JSON body or a form, the one check both doors share: text that no field
 * may hold (NUL, lone surrogates), anywhere in the input, names included, is refused even where
 * the schema would drop or accept it, so it never reaches the database; the schema's problems
 * become codes, the first of each field.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const unsafe = unsafeTextFields(input);
  const result = schema.safeParse(input);
  if (result.success && !Object.keys(unsafe).length) return { ok: true, data: result.data };
  const errors = result.success ? {} : fieldErrorsFromIssues(result.error.issues, input);
  return { ok: false, errors: { ...unsafe, ...Object.fromEntries(Object.entries(errors).filter(([f]) => !unsafe[f])) } };
}
