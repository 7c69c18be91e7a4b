/**
 * The one way a refusal reaches a form's fields, for both doors: core's AppError caught in a
 * route action, and the API's error answer read by `apiCall` in the browser. Each code lands on
 * the field it names when the form shows that field; a refusal that lands on none speaks to
 * the whole form (`form`), so nothing is refused in silence.
 */
import { AppError } from '../../core/errors/app-error';
import { isErrorCode, type ErrorCode } from '../../core/errors/error-codes';
import type { FieldErrors } from '../../core/errors/field-errors';

/** What both doors' refusals have in common: the main code and codes by field. */
export type Refusal = { code: string; fields: Readonly<Record<string, string | undefined>> };

/**
 * A refusal as field codes: on the `shown` fields (every field when not given), the rest about
 * the whole form. A code this build does not know (a newer server) reads as "check this
 * value" on its field and as an internal error on the form. Null for anything that is not a
 * refusal (a bug), which the caller rethrows.
 */
export function refusalFields(refusal: unknown, shown?: readonly string[]): FieldErrors | null {
  const found = asRefusal(refusal);
  if (!found) return null;
  const errors: FieldErrors = {};
  for (const [field, code] of Object.entries(found.fields)) {
    if (code && (!shown || shown.includes(field))) errors[field] = known(code, 'Form.error.invalid');
  }
  if (!Object.keys(errors).length) errors.form = known(found.code, 'Request.internal');
  return errors;
}

/** An AppError from core, or a refused `apiCall` answer (`{ok: false, code, fields}`). */
function asRefusal(value: unknown): Refusal | null {
  if (value instanceof AppError) return value;
  if (!value || typeof value !== 'object') return null;
  const answer = value as { ok?: unknown; code?: unknown; fields?: unknown };
  if (answer.ok !== false || typeof answer.code !== 'string') return null;
  const fields = answer.fields && typeof answer.fields === 'object' ? (answer.fields as Refusal['fields']) : {};
  return { code: answer.code, fields };
}

const known = (code: string, otherwise: ErrorCode): ErrorCode => (isErrorCode(code) ? code : otherwise);
