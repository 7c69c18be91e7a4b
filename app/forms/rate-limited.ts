import { isRouteErrorResponse } from 'react-router';
import type { FieldErrors } from './form-errors';

/**
 * Over a limit, server/middleware/rate-limit.ts answers a hydrated page's form with 429 before
 * the action runs. A route's clientAction passes that through here so the visitor reads it next
 * to the form, like any other refusal, instead of on the error page.
 */
export async function answerTooManyAttempts<T, A>(
  serverAction: () => Promise<T>,
  answer: (errors: FieldErrors) => A,
): Promise<T | A> {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 429) return answer({ form: 'Auth.form.error.ratelimit' });
    throw error;
  }
}
