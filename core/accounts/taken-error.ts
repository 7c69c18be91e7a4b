import { AppError } from '../errors/app-error';

/** Where a taken address was met: signing up (then "log in" is the advice) or changing one's e-mail. */
export type TakenContext = 'register' | 'change';

/** "Already taken" for a username or e-mail, the same words from every path that can hit it in one context. */
export const takenError = (field: 'username' | 'email', context: TakenContext = 'register') =>
  new AppError(
    field === 'username'
      ? 'Auth.form.error.username.taken'
      : context === 'register'
        ? 'Auth.form.error.email.taken'
        : 'Users.email.taken',
    { field },
  );

/**
 * Maps a unique-index violation on users to the taken error: two requests can race past the
 * check before the insert or update, and the index is what really decides.
 */
export function takenErrorFrom(err: unknown, context: TakenContext = 'register'): AppError | null {
  const message = String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message);
  if (message.includes('users_email_lower_uq')) return takenError('email', context);
  if (message.includes('users_username_lower_uq')) return takenError('username', context);
  return null;
}
