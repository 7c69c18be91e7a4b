import type { Db } from '../../db/client';
import { AppError, notFound } from '../errors';
import { loadUserWithRights } from './load-user-with-rights';
import { canSeeUserAccount, type Viewer } from './policy';
import { presentUser, type ApiUser } from './present-user';

/**
 * One account as this viewer may see it: oneself, or anyone for Admins and Organizers (the
 * profile fields only for oneself and Admins). Others get 403 before any lookup, so the answer
 * never tells whether an id exists.
 */
export async function getUser(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<ApiUser> {
  if (!opts.viewer) throw new AppError('unauthorized', 'Sign in first.');
  if (!canSeeUserAccount(opts.viewer, opts.id)) throw new AppError('forbidden', 'You may not see this account.');
  const row = await loadUserWithRights(db, opts.id);
  if (!row) throw notFound('User');
  return presentUser(row, opts.viewer);
}
