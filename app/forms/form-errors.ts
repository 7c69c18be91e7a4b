/**
 * Validation messages in the visitor's language. The zod schemas in core/accounts/schemas.ts
 * validate the forms in the browser and again in the actions; their messages (English texts or
 * short codes) and core's AppError answers are mapped here to message keys.
 */
import type { z } from 'zod';
import { AppError } from '../../core/errors';
import type { MessageKey } from '../i18n/messages/cs';

/** One message per field name; `form` holds an error about the whole form. */
export type FieldErrors = Partial<Record<string, MessageKey>>;

const BY_MESSAGE: Record<string, MessageKey> = {
  'Username must have at least 3 characters.': 'form.usernameMin',
  'Username may contain letters, digits, dots, dashes and underscores.': 'form.usernameChars',
  'E-mail must have at least 6 characters.': 'form.emailMin',
  'Enter a valid e-mail address.': 'form.emailInvalid',
  emailInvalid: 'form.emailInvalid',
  'Password must have at least 8 characters.': 'form.passwordMin',
  'Enter your username or e-mail.': 'form.required',
  'Enter your password.': 'form.required',
  passwordsDoNotMatch: 'form.passwordsDoNotMatch',
  required: 'form.required',
  zipNumeric: 'form.zipNumeric',
  phoneInvalid: 'form.phoneInvalid',
  'Email is already taken.': 'form.emailTaken',
  'Username already taken.': 'form.usernameTaken',
  'The current password is not correct.': 'form.currentPasswordWrong',
};

/** The form's text values; files and repeated names are not used by these forms. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string') values[name] = value;
  return values;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a schema over form values; the first problem of each field becomes its message. */
export function validateForm<S extends z.ZodType>(schema: S, values: Record<string, string>): Validated<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    // An empty field fails its length or format rule, but "required" is what the visitor needs to hear.
    const empty = (values[field] ?? '').trim() === '' && issue.message !== 'passwordsDoNotMatch';
    errors[field] = empty
      ? 'form.required'
      : (BY_MESSAGE[issue.message] ?? (issue.code === 'too_big' ? 'form.tooLong' : 'form.invalid'));
  }
  return { ok: false, errors };
}

/** A refusal from core as a field message, or null when it is not about a field the form shows. */
export function appErrorToFields(err: unknown, fields: readonly string[]): FieldErrors | null {
  if (!(err instanceof AppError)) return null;
  if (err.code === 'too_many_requests') return { form: 'form.tooManyAttempts' };
  const key = BY_MESSAGE[err.message];
  if (err.field && fields.includes(err.field)) return { [err.field]: key ?? 'form.invalid' };
  return key ? { form: key } : null;
}
