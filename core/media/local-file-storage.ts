import { constants } from 'node:fs';
import { access, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';
import { UPLOADS_URL_PREFIX, uploadsDir } from './upload-paths';

/**
 * Files in <dataDir>/uploads, served by the app at /uploads/ (server/app.ts) with long-lived
 * caching. Writes refuse to overwrite, so a key collision can never replace someone's file.
 */
export function localFileStorage(dataDir: string): FileStorage & { pathOf(key: string): string } {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(uploadsDir(dataDir), key);
  };
  return {
    pathOf,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(uploadsDir(dataDir), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    url(key) {
      assertStorageKey(key);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    /** The uploads folder exists (or can be made) and this process may write into it. */
    async check() {
      await mkdir(uploadsDir(dataDir), { recursive: true });
      await access(uploadsDir(dataDir), constants.W_OK);
    },
  };
}
