import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { isPdf } from './document-types';
import type { FileStorage } from './file-storage';
import { requireFileEditor } from './require-file-editor';
import type { FileInfoInput } from './schemas';
import { storeDocument } from './store-document';
import { storeImage, type StoredFile } from './store-image';
import { storedFileKeys } from './stored-file-keys';

/**
 * Files per request: each image is decoded and encoded up to eight times inside one
 * transaction, which on the embedded database holds every other request meanwhile.
 */
export const MAX_FILES_PER_UPLOAD = 20;

export type UploadFilesOptions = {
  actor: Viewer | null;
  storage: FileStorage;
  files: { name: string; bytes: Buffer }[];
  /** Optional `fileInfo` per file, in the same order. */
  infos?: (FileInfoInput | undefined)[];
  maxBytes: number;
};

/**
 * Admins and Organizers upload images and PDF documents, all or none: each is checked by
 * content and size and stored (images with their formats, PDFs as they are); a refused file
 * rolls back the rows and removes every file stored for the request. Each file records its
 * uploader.
 */
export async function uploadFiles(db: Db, opts: UploadFilesOptions): Promise<StoredFile[]> {
  requireFileEditor(opts.actor);
  const actor = opts.actor;
  if (opts.files.length === 0) throw new AppError('Form.error.required', { field: 'files' });
  if (opts.files.length > MAX_FILES_PER_UPLOAD) {
    throw new AppError('Upload.tooMany', { field: 'files', params: { max: MAX_FILES_PER_UPLOAD } });
  }
  const stored: StoredFile[] = [];
  try {
    return await db.transaction(async (tx) => {
      for (const [i, file] of opts.files.entries()) {
        const info = opts.infos?.[i];
        // The content decides: a PDF by its signature, anything else must decode as an image.
        const store = isPdf(file.bytes) ? storeDocument : storeImage;
        const row = await store(tx, {
          storage: opts.storage,
          buffer: file.bytes,
          name: info?.name ?? file.name,
          alternativeText: info?.alternativeText,
          caption: info?.caption,
          uploadedById: actor.id,
          maxBytes: opts.maxBytes,
        });
        stored.push(row);
        await recordAudit(tx, { actor, action: 'create', entity: 'files', entityId: row.id, label: row.name, after: row });
      }
      return stored;
    });
  } catch (err) {
    const keys = stored.flatMap(storedFileKeys);
    await Promise.all(keys.map((key) => opts.storage.delete(key).catch(() => {})));
    throw err;
  }
}
