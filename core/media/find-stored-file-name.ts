import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

/**
 * The display name of the original stored under a storage key (`<hash><ext>`), for serving it
 * under the name it was uploaded with; null for a resized format or a key without a row.
 */
export async function findStoredFileName(db: Db, key: string): Promise<string | null> {
  const match = /^([A-Za-z0-9][A-Za-z0-9_-]*)(\.[a-z0-9]+)$/.exec(key);
  if (!match) return null;
  const [, hash, ext] = match;
  const [row] = await db
    .select({ name: files.name })
    .from(files)
    .where(and(eq(files.hash, hash!), eq(files.ext, ext!)));
  return row?.name ?? null;
}
