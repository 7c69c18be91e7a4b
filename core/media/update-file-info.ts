import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { getFile } from './get-file';
import type { FileInfoInput } from './schemas';
import { displayName, type StoredFile } from './store-image';

/** Renames or describes a file (Strapi's `POST /upload?id=` with `fileInfo`): Admins any, Organizers their own. */
export async function updateFileInfo(
  db: Db,
  opts: { actor: Viewer | null; id: number; info: FileInfoInput },
): Promise<StoredFile> {
  return db.transaction(async (tx) => {
    const file = await getFile(tx, { viewer: opts.actor, id: opts.id, forUpdate: true });
    const { name, alternativeText, caption } = opts.info;
    const [row] = await tx
      .update(files)
      .set({
        ...(name !== undefined ? { name: displayName(name, file.ext) } : {}),
        ...(alternativeText !== undefined ? { alternativeText } : {}),
        ...(caption !== undefined ? { caption } : {}),
      })
      .where(eq(files.id, file.id))
      .returning();
    return row!;
  });
}
