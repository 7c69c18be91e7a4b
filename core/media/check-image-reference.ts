import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../errors/app-error';

/**
 * An image field (a logo, a portrait) must name an existing file that is a picture: an
 * unknown id (or one the writer may not use, `mayUse`) is 400 `Entry.unknownReference`, a PDF
 * or another non-image 400 `Media.notImage`, both naming the field, never a foreign-key 500.
 */
export async function checkImageReference(db: Db, field: string, id: number | null | undefined, mayUse?: SQL): Promise<void> {
  if (typeof id !== 'number') return;
  const [file] = await db
    .select({ mime: files.mime })
    .from(files)
    .where(and(eq(files.id, id), mayUse));
  if (!file) throw new AppError('Entry.unknownReference', { field, params: { ids: String(id) } });
  if (!file.mime.startsWith('image/')) throw new AppError('Media.notImage', { field });
}
