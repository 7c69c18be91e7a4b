/**
 * Where uploaded bytes live. Use cases store and remove files only through this interface, so
 * the local directory (today) and S3-compatible storage (when more app servers share the
 * uploads) are interchangeable. A key is a flat file name such as `3f…9a.jpg` or
 * `small_3f…9a.webp`; stored files never change, so `url(key)` may be cached for good.
 */
export interface FileStorage {
  /** Stores new bytes under a key that is not in use yet. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes a stored file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers load the file from. */
  url(key: string): string;
  /** Rejects when the store cannot take files now (for /healthz); optional for stores with nothing to check. */
  check?(): Promise<void>;
}

/** Keys are single file names: nothing that could name a directory or a hidden file. */
export function assertStorageKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]+$/.test(key)) throw new Error(`Not a storage key: ${key}`);
}
