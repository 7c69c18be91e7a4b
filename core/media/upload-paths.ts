import { join } from 'node:path';

/** Uploaded files live in <dataDir>/uploads and are served under the same name at /uploads/. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}
