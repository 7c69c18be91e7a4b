import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { authorized } from '../authorization/authorize';
import type { StoredFile } from './store-image';

/**
 * One file of the media library, for someone who may change it: guests 401, members 403
 * before any lookup, then 404 when missing and 403 for an Organizer's look at others' uploads.
 * `forUpdate` locks the row for a change in the caller's transaction.
 */
export async function getFile(
  db: Db | Tx,
  opts: { viewer: Viewer | null; id: number; forUpdate?: boolean },
): Promise<StoredFile> {
  const viewer = authorized(opts.viewer, 'files.upload');
  const query = db.select().from(files).where(eq(files.id, opts.id));
  const [file] = opts.forUpdate ? await query.for('update') : await query;
  if (!file) throw notFound('File');
  authorized(viewer, 'files.change', file);
  return file;
}
