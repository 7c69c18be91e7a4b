import { posix } from 'node:path';
import type { MediaFormats, MediaVariant } from '../../db/schema';

type StoredFileRow = { hash: string; ext: string; formats: MediaFormats | null };

/** The storage key of a variant; rows stored before keys were recorded name it by their /uploads/ URL. */
const variantKey = (v: MediaVariant) => (v.hash && v.ext ? `${v.hash}${v.ext}` : posix.basename(v.url));

/** Every storage key of a file: the original, each resized format and its WebP twin. */
export function storedFileKeys(file: StoredFileRow): string[] {
  const formats = Object.values(file.formats ?? {});
  return [`${file.hash}${file.ext}`, ...formats.flatMap((f) => [variantKey(f), ...(f.webp ? [variantKey(f.webp)] : [])])];
}
