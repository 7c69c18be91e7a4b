/**
 * Whether a database error is the violation of the named unique index or constraint. Both
 * drivers name it in the message (drizzle wraps the driver's error as `cause`); a race past a
 * check before the write ends here, and the index is what really decides.
 */
export function violates(err: unknown, constraint: string): boolean {
  const e = err as { message?: string; cause?: { message?: string; constraint?: string } };
  return [e.cause?.constraint, e.cause?.message, e.message].some((text) => typeof text === 'string' && text.includes(constraint));
}
