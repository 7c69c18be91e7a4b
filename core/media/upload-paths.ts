import { join } from 'node:path';

/** Uploaded files live in <dataDir>/uploads and are served under the same name at /uploads/. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * What a stored file's key looks like (`<hash>.<ext>`, `thumbnail_<hash>.webp`): one name, no
 * folders, dots or escapes, so `/uploads/<key>` names a stored file and nothing else.
 */
export const STORED_FILE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]+$/;

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}
