import { join, posix } from 'node:path';
import type { MediaFormats } from '../../db/schema';

/** Uploaded files live in <dataDir>/uploads and are served under the same name at /uploads/. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** The disk path of an /uploads/ URL; refuses anything that could leave the uploads directory. */
export function uploadPathForUrl(dataDir: string, url: string): string {
  const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  if (!name || name !== posix.basename(name) || name.startsWith('.')) throw new Error(`Not an upload URL: ${url}`);
  return join(uploadsDir(dataDir), name);
}

/** Disk paths of a stored file: the original and each resized format. */
export function storedFilePaths(dataDir: string, file: { url: string; formats: MediaFormats | null }): string[] {
  const urls = [file.url, ...Object.values(file.formats ?? {}).map((f) => f.url)];
  return urls.map((u) => uploadPathForUrl(dataDir, u));
}
