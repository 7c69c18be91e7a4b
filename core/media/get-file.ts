import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { canChangeFile } from './policy';
import { requireFileEditor } from './require-file-editor';
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
  requireFileEditor(opts.viewer);
  const query = db.select().from(files).where(eq(files.id, opts.id));
  const [file] = opts.forUpdate ? await query.for('update') : await query;
  if (!file) throw notFound('File');
  if (!canChangeFile(opts.viewer, file)) throw new AppError('Upload.forbidden.others');
  return file;
}
