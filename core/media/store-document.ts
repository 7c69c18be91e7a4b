import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { isPdf, PDF_EXT, PDF_MIME } from './document-types';
import { displayName, kilobytes, MAX_IMAGE_BYTES, uploadTooLarge, type StoredFile, type StoreImageOptions } from './store-image';

export type StoreDocumentOptions = Omit<StoreImageOptions, 'allowSvg'>;

/**
 * Stores an uploaded PDF as it is: no formats, no pixel size. Refuses anything over the size
 * limit or whose content is not a PDF (`Upload.type`). The stored name is random like an
 * image's; the uploader's file name is kept only as the display name.
 */
export async function storeDocument(db: Db | Tx, opts: StoreDocumentOptions): Promise<StoredFile> {
  const { buffer, storage } = opts;
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  if (buffer.length > maxBytes) throw uploadTooLarge(maxBytes);
  if (!isPdf(buffer)) throw new AppError('Upload.type', { field: 'files' });

  const hash = randomBytes(16).toString('hex');
  const key = `${hash}${PDF_EXT}`;
  await storage.put(key, buffer, PDF_MIME);
  try {
    const [row] = await db
      .insert(files)
      .values({
        name: displayName(opts.name, PDF_EXT),
        alternativeText: opts.alternativeText ?? null,
        caption: opts.caption ?? null,
        hash,
        ext: PDF_EXT,
        mime: PDF_MIME,
        size: kilobytes(buffer.length),
        width: null,
        height: null,
        url: storage.url(key),
        formats: {},
        uploadedById: opts.uploadedById ?? null,
      })
      .returning();
    return row!;
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}
