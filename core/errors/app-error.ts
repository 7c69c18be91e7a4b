import { errorStatus, errorText, type ErrorCode } from './error-codes';
import type { FieldErrors } from './field-errors';

export type ErrorParams = Record<string, string | number>;

/**
 * One error type for refusals. Core throws it with a stable code from ERROR_CODES; the edge
 * answers the code's status (API) or shows the code's text next to the field or in a toast
 * (pages), in the user's language. `message` is the English text, for logs and API clients.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The offending input (query parameter, body or form field), when there is one. */
  readonly field: string | undefined;
  /** Values for the text's `{name}` placeholders. */
  readonly params: ErrorParams;
  /** Every offending field with its code, when an input had several problems. */
  readonly fields: FieldErrors;
  /** Facts for the client beyond the text, such as `retryAfterSeconds`. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    opts: { field?: string; fields?: FieldErrors; params?: ErrorParams; details?: Record<string, unknown> } = {},
  ) {
    const params = opts.params ?? {};
    super(errorText(code, 'en', { ...(opts.field ? { field: opts.field, param: opts.field } : {}), ...params }));
    this.name = 'AppError';
    this.code = code;
    this.field = opts.field;
    this.params = params;
    this.fields = opts.fields ?? (opts.field ? { [opts.field]: code } : {});
    this.details = opts.details;
  }

  get status(): number {
    return errorStatus(this.code);
  }
}

/** A missing entry: `what` names it in the English message (the code says the rest). */
export const notFound = (what: string) => new AppError('Entry.notFound', { params: { what } });

/** A bad query parameter: the parameter is the field, and fills `{param}` in the text. */
export const badParam = (code: ErrorCode, param: string, params: ErrorParams = {}) =>
  new AppError(code, { field: param, params: { param, ...params } });

/** An input with field problems: the first one is the error's code and field, all are in `fields`. */
export function invalidInput(fields: FieldErrors): AppError {
  const [field, code] = Object.entries(fields)[0] ?? ['form', 'Form.error.invalid'];
  return new AppError(code ?? 'Form.error.invalid', { ...(field === 'form' ? {} : { field }), fields });
}
