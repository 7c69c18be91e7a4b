import { access, constants, mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';
import { STORED_FILE_KEY, UPLOADS_URL_PREFIX, uploadsDir } from './upload-paths';

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
    async *keys() {
      const names = await readdir(uploadsDir(dataDir)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      // Only stored files: an interrupted write's temporary name or a stray file is not one.
      yield* names.filter((name) => STORED_FILE_KEY.test(name)).sort();
    },
    async check() {
      // The directory is made by the first upload; until then the data directory must be writable.
      const dir = uploadsDir(dataDir);
      await access(dir, constants.W_OK).catch(() => access(dataDir, constants.W_OK));
    },
  };
}
