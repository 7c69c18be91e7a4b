import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { isPdf } from './document-types';
import type { FileStorage } from './file-storage';
import { insertPreparedFile, removeStored, type PreparedFile } from './prepared-file';
import { authorized } from '../authorization/authorize';
import type { FileInfoInput } from './schemas';
import { checkDocument, prepareDocument } from './store-document';
import {
  checkImage,
  MAX_UPLOAD_PIXELS,
  prepareImage,
  tooManyUploadPixels,
  type CheckedImage,
  type StoredFile,
} from './store-image';

/** Files per request; their pixels together are bounded too (MAX_UPLOAD_PIXELS). */
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
 * Admins and Organizers upload images and PDF documents, all or none. Every file is checked
 * first (content, size, pixels, and the pixels of all images together), so a refusal costs no
 * image work; then each is stored (images decoded and resized into their formats) outside any
 * transaction, since on the embedded database an open transaction holds every other query
 * (decision 066); then the rows and their audit entries are written in one short transaction.
 * When anything fails, every file stored for the request is removed. Each file records its uploader.
 */
export async function uploadFiles(db: Db, opts: UploadFilesOptions): Promise<StoredFile[]> {
  const actor = authorized(opts.actor, 'files.upload');
  if (opts.files.length === 0) throw new AppError('Form.error.required', { field: 'files' });
  if (opts.files.length > MAX_FILES_PER_UPLOAD) {
    throw new AppError('Upload.tooMany', { field: 'files', params: { max: MAX_FILES_PER_UPLOAD } });
  }
  // The content decides: a PDF by its signature, anything else must decode as an image.
  const checked: (CheckedImage | null)[] = [];
  let pixels = 0;
  for (const file of opts.files) {
    if (isPdf(file.bytes)) {
      checkDocument(file.bytes, opts.maxBytes);
      checked.push(null);
      continue;
    }
    const image = await checkImage(file.bytes, { maxBytes: opts.maxBytes });
    pixels += image.pixels;
    if (pixels > MAX_UPLOAD_PIXELS) throw tooManyUploadPixels();
    checked.push(image);
  }

  const prepared: PreparedFile[] = [];
  try {
    for (const [i, file] of opts.files.entries()) {
      const info = opts.infos?.[i];
      const fileOpts = {
        storage: opts.storage,
        buffer: file.bytes,
        name: info?.name ?? file.name,
        alternativeText: info?.alternativeText,
        caption: info?.caption,
        uploadedById: actor.id,
        maxBytes: opts.maxBytes,
      };
      const image = checked[i];
      prepared.push(image ? await prepareImage(fileOpts, image) : await prepareDocument(fileOpts));
    }
    return await db.transaction(async (tx) => {
      const stored: StoredFile[] = [];
      for (const file of prepared) {
        const row = await insertPreparedFile(tx, opts.storage, file);
        stored.push(row);
        await recordAudit(tx, { actor, action: 'create', entity: 'files', entityId: row.id, label: row.name, after: row });
      }
      return stored;
    });
  } catch (err) {
    await removeStored(
      opts.storage,
      prepared.flatMap((file) => file.keys),
    );
    throw err;
  }
}
