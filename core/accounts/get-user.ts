import type { Db } from '../../db/client';
import { AppError, notFound } from '../errors/app-error';
import { loadUserWithRights } from './load-user-with-rights';
import { findPendingEmail } from './pending-email';
import { canSeeUserAccount, canSeeUserProfile, type Viewer } from './policy';
import { presentUser, type ApiUser } from './present-user';

/**
 * One account as this viewer may see it: oneself, or anyone for Admins and Organizers (the
 * profile fields only for oneself and Admins). Others get 403 before any lookup, so the answer
 * never tells whether an id exists.
 */
export async function getUser(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<ApiUser> {
  if (!opts.viewer) throw new AppError('Request.unauthorized');
  if (!canSeeUserAccount(opts.viewer, opts.id)) throw new AppError('Users.forbidden.read');
  const row = await loadUserWithRights(db, opts.id);
  if (!row) throw notFound('User');
  const pendingEmail = canSeeUserProfile(opts.viewer, opts.id) ? await findPendingEmail(db, { userId: opts.id }) : null;
  return presentUser(row, opts.viewer, { pendingEmail });
}
