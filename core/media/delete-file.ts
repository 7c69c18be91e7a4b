import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import type { FileStorage } from './file-storage';
import { getFile } from './get-file';
import type { StoredFile } from './store-image';
import { storedFileKeys } from './stored-file-keys';

/**
 * Deletes a file: Admins any, Organizers their own. The row goes first (images and attachments
 * pointing at it are unset by the foreign keys), then the original and every format.
 */
export async function deleteFile(db: Db, opts: { actor: Viewer | null; id: number; storage: FileStorage }): Promise<StoredFile> {
  const file = await db.transaction(async (tx) => {
    const found = await getFile(tx, { viewer: opts.actor, id: opts.id, forUpdate: true });
    await tx.delete(files).where(eq(files.id, found.id));
    await recordAudit(tx, {
      actor: opts.actor,
      action: 'delete',
      entity: 'files',
      entityId: found.id,
      label: found.name,
      before: found,
    });
    return found;
  });
  // After the commit: a failed removal leaves an unreferenced file, never a row without its
  // file; the file is gone from the library either way, so the caller hears success.
  const results = await Promise.allSettled(storedFileKeys(file).map((key) => opts.storage.delete(key)));
  for (const r of results) if (r.status === 'rejected') console.error('Could not remove a deleted file:', r.reason);
  return file;
}
