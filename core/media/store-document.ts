import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../errors/app-error';
import { isPdf, PDF_EXT, PDF_MIME } from './document-types';
import { insertPreparedFile, type PreparedFile } from './prepared-file';
import { displayName, kilobytes, MAX_IMAGE_BYTES, uploadTooLarge, type StoredFile, type StoreImageOptions } from './store-image';

export type StoreDocumentOptions = Omit<StoreImageOptions, 'allowSvg'>;

/** The checks before a PDF is stored: refuses anything over the size limit or whose content is not a PDF (`Upload.type`). */
export function checkDocument(buffer: Buffer, maxBytes = MAX_IMAGE_BYTES): void {
  if (buffer.length > maxBytes) throw uploadTooLarge(maxBytes);
  if (!isPdf(buffer)) throw new AppError('Upload.type', { field: 'files' });
}

/**
 * Stores a PDF's bytes as they are, without touching the database: no formats, no pixel size.
 * The stored name is random like an image's; the uploader's file name is kept only as the
 * display name.
 */
export async function prepareDocument(opts: StoreDocumentOptions): Promise<PreparedFile> {
  const { buffer, storage } = opts;
  checkDocument(buffer, opts.maxBytes);
  const hash = randomBytes(16).toString('hex');
  const key = `${hash}${PDF_EXT}`;
  await storage.put(key, buffer, PDF_MIME);
  const values = {
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
  };
  return { values, keys: [key] };
}

/** Stores an uploaded PDF (checkDocument's refusals) and records it in `files`; the bytes are removed when the row is refused. */
export async function storeDocument(db: Db | Tx, opts: StoreDocumentOptions): Promise<StoredFile> {
  return insertPreparedFile(db, opts.storage, await prepareDocument(opts));
}
