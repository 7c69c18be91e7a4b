/**
 * One error type for refusals, with a code. Core throws it; the edge maps it to an HTTP status
 * (API) or a field message / toast (pages), in the user's language.
 */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'full'
  | 'invalid';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  full: 409,
  too_many_requests: 429,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** The offending input (query parameter or field), when there is one. */
  readonly field: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, message: string, opts: { field?: string; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = opts.field;
    this.details = opts.details;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const badRequest = (message: string, field?: string) => new AppError('bad_request', message, field ? { field } : {});
