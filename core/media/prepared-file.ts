import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStorage } from './file-storage';

/**
 * A file whose bytes are in storage already and whose row is still to be written: the slow part
 * (decoding and resizing an image) happens before any transaction, the insert in a short one.
 */
export type PreparedFile = { values: typeof files.$inferInsert; keys: string[] };

/** Removes stored bytes, ignoring failures: a cleanup after a refusal must not hide the refusal. */
export async function removeStored(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

/** Records a prepared file; when the row is refused, its stored bytes are removed too. */
export async function insertPreparedFile(
  db: Db | Tx,
  storage: FileStorage,
  prepared: PreparedFile,
): Promise<typeof files.$inferSelect> {
  try {
    const [row] = await db.insert(files).values(prepared.values).returning();
    return row!;
  } catch (err) {
    await removeStored(storage, prepared.keys);
    throw err;
  }
}
