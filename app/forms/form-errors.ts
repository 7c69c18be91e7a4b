/**
 * Form validation with the codes of core/errors: the zod schemas validate the forms in the
 * browser and again in the actions, and both their issues and core's refusals become stable
 * codes, which the fields and toasts show in the visitor's language (the codes are message
 * keys, see app/i18n/messages/errors.ts).
 */
import { data } from 'react-router';
import type { z } from 'zod';
import type { FieldErrors } from '../../core/errors/field-errors';
import { validateInput, type Validated } from '../../core/validation/validate-input';

export type { FieldErrors, Validated };

/**
 * The text values of a form posted to an action. A body that is not a form (another content
 * type, a broken multipart body) is a 400 on the error page, not a 500; so is a form that gives
 * a name twice, which none of these forms does: read by first value in one place and by last
 * in another, it could pass a check on one value and act on the other (decision 054).
 */
export async function readFormValues(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data('Not a form', { status: 400 });
  }
  if (repeatedName(form) !== undefined) throw data('Repeated field', { status: 400 });
  return formValues(form);
}

/** The first name a form gives twice, if any. */
export function repeatedName(formData: FormData): string | undefined {
  const seen = new Set<string>();
  for (const name of formData.keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/** The form's text values (of a name given twice, the last; the server refuses such a form). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * Runs a schema over form values; the first problem of each field becomes its code, and a
 * value with characters no text may hold (NUL, lone surrogates) is refused on its field.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: Record<string, string>): Validated<z.output<S>> {
  return validateInput(schema, values);
}
