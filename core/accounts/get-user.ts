import type { Db } from '../../db/client';
import { authorized, signedIn } from '../authorization/authorize';
import { notFound } from '../errors/app-error';
import { loadUserWithRights } from './load-user-with-rights';
import { findPendingEmail } from './pending-email';
import { canSeeUserProfile, seesTeamAccounts, type Viewer } from './policy';
import { presentUser, type ApiUser } from './present-user';
import { sharesAnExhibitor } from './user-team';

/**
 * One account as this viewer may see it: oneself, anyone for Admins, their team for an
 * Organizer (decision 085; the profile fields only for oneself and Admins). Others get 403
 * whether or not the id exists, so the answer never tells.
 */
export async function getUser(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<ApiUser> {
  const { id } = opts;
  const viewer = signedIn(opts.viewer);
  const team = viewer.id !== id && seesTeamAccounts(viewer) && (await sharesAnExhibitor(db, { viewer, userId: id }));
  authorized(viewer, 'users.read', { id, team });
  const row = await loadUserWithRights(db, opts.id);
  if (!row) throw notFound('User');
  const pendingEmail = canSeeUserProfile(opts.viewer, opts.id) ? await findPendingEmail(db, { userId: opts.id }) : null;
  return presentUser(row, opts.viewer, { pendingEmail });
}
