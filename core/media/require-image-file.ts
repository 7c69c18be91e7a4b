import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../errors/app-error';

/**
 * An image field (an event's `image`, and an exhibitor's logo or a speaker's portrait when
 * they get a write API) takes pictures only: a PDF among the uploads would show as a broken
 * image on public pages. Call it after the reference check, so a file the viewer may not name
 * is still told as unknown; a missing file passes (that check names it).
 */
export async function requireImageFile(db: Db | Tx, fileId: number, field: string): Promise<void> {
  const [file] = await db.select({ mime: files.mime }).from(files).where(eq(files.id, fileId));
  if (file && !file.mime.startsWith('image/')) throw new AppError('Entry.notAnImage', { field });
}
