import { badParam } from '../errors/app-error';
import type { ErrorCode } from '../errors/error-codes';
import { textProblem, type TextProblem } from './safe-text';

/**
 * The checks of query parameters, which only the server runs: apart from the checks of a form's
 * texts (safe-text.ts), which the browser runs too, so that a page's scripts do not carry the
 * query refusals (decision 189).
 */

/** Longest query parameter name or value: nothing a client filters or links by is longer. */
export const MAX_PARAM_LENGTH = 500;

const PARAM_CODES: Record<TextProblem, ErrorCode> = {
  badCharacters: 'Query.param.badCharacters',
  tooLong: 'Query.param.tooLong',
};

/**
 * Refuses query parameters (names and values) that no parameter may hold, naming the first
 * one; the typed parsers then check what each parameter means.
 */
export function assertSafeParams(params: URLSearchParams): void {
  for (const [key, value] of params) {
    const problem = textProblem(key, MAX_PARAM_LENGTH) ?? textProblem(value, MAX_PARAM_LENGTH);
    if (problem) throw badParam(PARAM_CODES[problem], key, { max: MAX_PARAM_LENGTH });
  }
}

/** Refuses one path or query value that no parameter may hold, naming the parameter. */
export function assertSafeParam(param: string, value: string, maxLength = MAX_PARAM_LENGTH): void {
  const problem = textProblem(value, maxLength);
  if (problem) throw badParam(PARAM_CODES[problem], param, { max: maxLength });
}
