import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ROLE, users } from '../../db/schema';
import { AppError } from '../errors/app-error';

/**
 * The site always keeps one Admin who can sign in (unblocked): only an Admin can give the role
 * back. Call inside the transaction that demotes, blocks or deletes `userId`. Every active
 * Admin's row is locked first, in id order and before any other row, so two Admins demoting each other at the same moment cannot both
 * succeed: the second one waits and then counts the first one's change.
 */
export async function assertAnotherAdminRemains(tx: Tx, userId: number, field?: 'roleId' | 'blocked') {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.blocked, false)))
    .orderBy(asc(users.id))
    .for('update');
  if (active.some((a) => a.id === userId) && active.length < 2) {
    throw new AppError('Users.lastAdmin', field ? { field } : {});
  }
}
