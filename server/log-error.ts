import { logger } from './logger';

/**
 * Logs an unexpected error (with the request's id when there is one) without the values of a
 * failed query: drizzle puts the bound parameters in its message, and those can be password
 * hashes, e-mails or tokens.
 */
export function logUnexpectedError(err: unknown, reqId?: string, task?: string): void {
  const context = { ...(reqId ? { reqId } : {}), ...(task ? { task } : {}) };
  if (err instanceof Error && err.message.startsWith('Failed query:')) {
    const query = err.message.split('\nparams:')[0];
    const cause = err.cause instanceof Error ? err.cause.message : String(err.cause ?? '');
    // The stack's first lines repeat the message (with its parameters): keep only the frames.
    const frames = (err.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 5);
    logger.error({ ...context, query, cause, stack: frames.join('\n') }, 'failed query');
    return;
  }
  logger.error({ ...context, err }, err instanceof Error ? err.message : 'unexpected error');
}
