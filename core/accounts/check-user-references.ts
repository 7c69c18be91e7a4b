import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type exhibitors, type speakers } from '../../db/schema';
import { AppError } from '../errors/app-error';

/** users_can_edit and the like: every user id must exist (400 naming the field and the unknown ids). */
export async function checkUserReferences(db: Db, field: string, ids: readonly number[] | undefined): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
  const missing = wanted.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw new AppError('Entry.unknownReference', { field, params: { ids: missing.join(', ') } });
}

/** Edit rights of an account (can_edit_exhibitors, can_edit_speakers): every id must exist (400 naming the field and the unknown ids). */
export async function checkEditRightReferences(
  db: Db,
  table: typeof exhibitors | typeof speakers,
  field: string,
  ids: readonly number[] | undefined,
): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const missing = wanted.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw new AppError('Users.unknownIds', { field, params: { ids: missing.join(', ') } });
}
