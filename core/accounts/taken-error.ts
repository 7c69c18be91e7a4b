import { AppError } from '../errors/app-error';

/** "Already taken" for a username or e-mail, the same words from every path that can hit it. */
export const takenError = (field: 'username' | 'email') =>
  new AppError(field === 'email' ? 'Auth.form.error.email.taken' : 'Auth.form.error.username.taken', { field });

/**
 * Maps a unique-index violation on users to the taken error: two requests can race past the
 * check before the insert or update, and the index is what really decides.
 */
export function takenErrorFrom(err: unknown): AppError | null {
  const message = String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message);
  if (message.includes('users_email_lower_uq')) return takenError('email');
  if (message.includes('users_username_lower_uq')) return takenError('username');
  return null;
}
