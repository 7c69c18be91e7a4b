import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessCodes } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { selectAccessCodes, serializeAccessCode, type ApiAccessCode } from './access-code-query';
import { authorized } from '../authorization/authorize';

/** One access code with its order (Admins); an unknown id is 404. */
export async function getAccessCode(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<ApiAccessCode> {
  authorized(opts.viewer, 'accessCodes.manage');
  return readAccessCode(db, opts.id);
}

/** A code as the API answers it, read in the caller's transaction after a write. */
export async function readAccessCode(db: Db | Tx, id: number): Promise<ApiAccessCode> {
  const [row] = await selectAccessCodes(db).where(eq(accessCodes.id, id));
  if (!row) throw notFound('Access code');
  return serializeAccessCode(row);
}
