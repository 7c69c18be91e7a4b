import type { Readable } from 'node:stream';
import { STORED_FILE_KEY } from './upload-paths';

/**
 * Where uploaded bytes live. Use cases store and remove files only through this interface, so
 * the local directory (the default) and an S3-compatible bucket (when several app processes
 * share the uploads, decision 041) are interchangeable. A key is a flat file name such as
 * `3f…9a.jpg` or `small_3f…9a.webp`; stored files never change, so `url(key)` may be cached for good.
 */
export interface FileStorage {
  /** Stores new bytes under a key that is not in use yet. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes a stored file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers load the file from. */
  url(key: string): string;
  /** Resolves when the store can be used, rejects with the reason otherwise (`/healthz`). */
  check?(): Promise<void>;
  /**
   * Reads a stored file for the app to stream at `url(key)`: the whole file or one byte range,
   * or `notModified` when the caller's copy is current; null when there is no such file. Absent
   * for the local directory, which the app serves straight from disk.
   */
  read?(key: string, opts: StoredFileReadOptions): Promise<StoredFileRead | null>;
  /** Every stored key, for backups (decision 093). */
  keys?(): AsyncIterable<string>;
}

export type StoredFileReadOptions = {
  range?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
};

export type StoredFileRead =
  /** The caller's copy is current (If-None-Match / If-Modified-Since). */
  | { status: 304; etag: string | undefined; lastModified: Date | undefined }
  /** The asked range lies outside the file. */
  | { status: 416 }
  | {
      /** 206 when a byte range was asked for and is answered. */
      status: 200 | 206;
      body: Readable;
      contentType: string | undefined;
      contentLength: number | undefined;
      contentRange: string | undefined;
      etag: string | undefined;
      lastModified: Date | undefined;
    };

/** Keys are single file names: nothing that could name a directory or a hidden file. */
export function assertStorageKey(key: string): void {
  if (!STORED_FILE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
}
