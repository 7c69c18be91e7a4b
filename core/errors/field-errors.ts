import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from './error-codes';

/** One code per field name; `form` holds a problem with the whole form or body. */
export type FieldErrors = Partial<Record<string, ErrorCode>>;

/**
 * zod's issues as stable codes, the first problem of each field. Schemas give their rules a
 * code as the message (`z.string().max(200, 'Form.error.tooLong')`); zod's own issues map
 * to the generic codes. An empty field is "required" whatever rule it broke first, since that
 * is what a person needs to hear. Used by the API's JSON bodies and the pages' forms alike.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].map(String).join('.')] ??= 'Request.body.unknownField';
      continue;
    }
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= codeOf(issue, valueAt(input, issue.path));
  }
  return errors;
}

function codeOf(issue: z.core.$ZodIssue, value: unknown): ErrorCode {
  // A rule across fields (passwords that differ) speaks for itself even when one is empty.
  if (issue.code === 'custom' && isErrorCode(issue.message)) return issue.message;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'Form.error.required';
  if (isErrorCode(issue.message)) return issue.message;
  if (issue.code === 'too_big') return 'Form.error.tooLong';
  return 'Form.error.invalid';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
