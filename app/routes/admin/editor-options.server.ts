import type { Db } from '../../../db/client';
import { findUsers } from '../../../core/accounts/find-users';
import type { ViewerWithRights } from '../../../core/accounts/policy';

/**
 * The accounts an Admin may list as editors of an exhibitor or a speaker, shown by id,
 * username and e-mail (admin-and-widgets.md 3), every account (the spec's selector fetches 9999).
 */
export async function editorOptions(db: Db, opts: { viewer: ViewerWithRights; timezone: string }) {
  const users = await findUsers(db, { ...opts, params: new URLSearchParams({ _limit: '9999', _sort: 'username:ASC' }) });
  return users.map((u) => ({ id: u.id, label: `${u.username} (${u.email}, #${u.id})` }));
}
