import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { exhibitorEditors, exhibitors, ROLE, speakerEditors, speakers, users } from '../../db/schema';
import { AppError } from '../errors';
import { hashPassword, verifyPassword } from './password';
import { takenError, takenErrorFrom } from './taken-error';
import type { UpdateUserInput } from './schemas';

export type Actor = { id: number; roleId: number } | null;

const ADMIN_ONLY = ['confirmed', 'blocked', 'roleId', 'hasTicket', 'can_edit_exhibitors', 'can_edit_speakers'] as const;

/**
 * Changes a user. Users change only their own account, profile and invoice data; an Admin may
 * change anyone and is the only one who sets role, confirmed, blocked and edit rights. A new
 * e-mail or password needs the current password (an Admin editing someone else does not).
 */
export async function updateUser(db: Db, opts: { actor: Actor; userId: number; input: UpdateUserInput }) {
  const { actor, userId, input } = opts;
  if (!actor) throw new AppError('unauthorized', 'Sign in first.');
  const isAdmin = actor.roleId === ROLE.admin;
  if (!isAdmin && actor.id !== userId) throw new AppError('forbidden', 'You may change only your own account.');
  for (const field of ADMIN_ONLY) {
    if (input[field] !== undefined && !isAdmin) throw new AppError('forbidden', `Only an administrator may change ${field}.`, { field });
  }

  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new AppError('not_found', 'User not found');

  const { currentPassword, newPassword, can_edit_exhibitors, can_edit_speakers, ...fields } = input;
  const changesCredentials = newPassword !== undefined || (fields.email !== undefined && fields.email.toLowerCase() !== current.email.toLowerCase());
  if (changesCredentials && !(isAdmin && actor.id !== userId)) {
    const ok = currentPassword !== undefined && current.passwordHash !== null && (await verifyPassword(currentPassword, current.passwordHash));
    if (!ok) throw new AppError('invalid', 'The current password is not correct.', { field: 'currentPassword' });
  }
  await assertUnique(db, userId, fields.username, fields.email);
  if (can_edit_exhibitors?.length) await assertAllExist(db, exhibitors, can_edit_exhibitors, 'can_edit_exhibitors');
  if (can_edit_speakers?.length) await assertAllExist(db, speakers, can_edit_speakers, 'can_edit_speakers');

  const set: PgUpdateSetSource<typeof users> = { ...fields };
  if (newPassword !== undefined) {
    set.passwordHash = await hashPassword(newPassword);
  }
  // A new password or a block ends every session issued before.
  if (newPassword !== undefined || (fields.blocked === true && !current.blocked)) {
    set.tokenVersion = sql`${users.tokenVersion} + 1`;
  }

  try {
    return await write(db, userId, set, current, can_edit_exhibitors, can_edit_speakers);
  } catch (err) {
    throw takenErrorFrom(err) ?? err;
  }
}

function write(
  db: Db,
  userId: number,
  set: PgUpdateSetSource<typeof users>,
  current: typeof users.$inferSelect,
  can_edit_exhibitors: number[] | undefined,
  can_edit_speakers: number[] | undefined,
) {
  return db.transaction(async (tx) => {
    const [user] = Object.keys(set).length ? await tx.update(users).set(set).where(eq(users.id, userId)).returning() : [current];
    if (can_edit_exhibitors) {
      await tx.delete(exhibitorEditors).where(eq(exhibitorEditors.userId, userId));
      if (can_edit_exhibitors.length) {
        await tx.insert(exhibitorEditors).values([...new Set(can_edit_exhibitors)].map((exhibitorId) => ({ exhibitorId, userId })));
      }
    }
    if (can_edit_speakers) {
      await tx.delete(speakerEditors).where(eq(speakerEditors.userId, userId));
      if (can_edit_speakers.length) {
        await tx.insert(speakerEditors).values([...new Set(can_edit_speakers)].map((speakerId) => ({ speakerId, userId })));
      }
    }
    return user!;
  });
}

async function assertUnique(db: Db, userId: number, username?: string, email?: string) {
  if (username) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, userId)));
    if (clash) throw takenError('username');
  }
  if (email) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
    if (clash) throw takenError('email');
  }
}

async function assertAllExist(db: Db, table: typeof exhibitors | typeof speakers, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length) {
    const missing = unique.filter((id) => !found.some((f) => f.id === id));
    throw new AppError('bad_request', `Unknown ids in ${field}: ${missing.join(', ')}`, { field });
  }
}
