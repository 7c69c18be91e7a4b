import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { lockSeatsOfUser } from '../signups/lock-seats-of-user';
import { fillFreeSeats } from '../signups/seats';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { SignupMail } from '../signups/signup-mail';
import { assertAnotherAdminRemains } from './keep-an-admin';
import { canDeleteUser, type Viewer } from './policy';

/**
 * Deletes an account (Admins only, never their own, never the last active Admin). Its codes, seminar sign-ups and edit
 * rights go with it (foreign keys cascade), ticket orders stay without the user, and its id is
 * taken out of the events' users_present lists. Each seat it held goes to the first person
 * waiting, with the mail, in the same transaction (decision 023). Returns the deleted id and username.
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
    await assertAnotherAdminRemains(tx, id);
    // The seats' events are locked before the cascade frees the seats, so no join takes a
    // freed seat ahead of the queue.
    const seats = await lockSeatsOfUser(tx, id);
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
    if (!row) throw notFound('User');
    const deleted = { id: row.id, username: row.username };
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'users',
      entityId: row.id,
      label: row.username,
      before: row,
    });
    const present = sql`string_to_array(${events.users_present}, ',')`;
    await tx
      .update(events)
      .set({ users_present: sql`array_to_string(array_remove(${present}, ${String(id)}), ',')` })
      .where(sql`${String(id)} = any(${present})`);
    const now = opts.clock();
    for (const event of seats) await fillFreeSeats(tx, event, opts.signupMail, now);
    return deleted;
  });
}
