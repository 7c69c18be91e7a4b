import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
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
    await recordAudit(tx, {
      actor: opts.actor,
      action: 'update',
      entity: 'files',
      entityId: file.id,
      label: row!.name,
      before: file,
      after: row,
    });
    return row!;
  });
}
