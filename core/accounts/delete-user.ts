import type { Db } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { eraseAccount } from '../privacy/erase-account';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { SignupMail } from '../signups/signup-mail';
import { canDeleteUser, type Viewer } from './policy';

/**
 * Deletes an account (Admins only, never their own, never the last active Admin) the way its
 * owner would (`eraseAccount`, decision 155): ticket orders stay as invoiced without the user,
 * each seat it held goes to the first person waiting, with the mail, in the same transaction
 * (decision 023). Returns the deleted id and username.
 */
export async function deleteUser(
  db: Db,
  opts: {
    viewer: Viewer | null;
    id: number;
    /** For the mails of people the freed seats go to. */
    signupMail: SignupMail;
    /** The programme clock: the queue is served until the start (decision 071). */
    clock: ProgrammeClock;
  },
) {
  const { viewer, id } = opts;
  if (!viewer) throw new AppError('Request.unauthorized');
  if (viewer.id === id) throw new AppError('Users.forbidden.deleteSelf');
  if (!canDeleteUser(viewer, id)) throw new AppError('Users.forbidden.delete');
  return db.transaction(async (tx) => {
    const row = await eraseAccount(tx, { userId: id, signupMail: opts.signupMail, now: opts.clock() });
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'users',
      entityId: row.id,
      // The entry says an account went, not whose (decision 155).
      label: `#${row.id}`,
    });
    return { id: row.id, username: row.username };
  });
}
