/**
 * Logs an unexpected error without the values of a failed query: drizzle puts the bound
 * parameters in its message, and those can be password hashes, e-mails or tokens.
 */
export function logUnexpectedError(err: unknown): void {
  if (err instanceof Error && err.message.startsWith('Failed query:')) {
    const query = err.message.split('\nparams:')[0];
    const cause = err.cause instanceof Error ? err.cause.message : String(err.cause ?? '');
    // The stack's first lines repeat the message (with its parameters): keep only the frames.
    const frames = (err.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 5);
    console.error([query, `cause: ${cause}`, ...frames].join('\n'));
    return;
  }
  console.error(err);
}
