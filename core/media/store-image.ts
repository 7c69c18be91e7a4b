import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Db, Tx } from '../../db/client';
import { files, type MediaFormat, type MediaFormats } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { acceptedImageType } from './image-types';
import { UPLOADS_URL_PREFIX, uploadsDir } from './upload-paths';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A small file can still decode to gigabytes (a "pixel bomb"); 100 megapixels covers any camera. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Strapi's responsive formats: each is made only when the original is larger than its box. */
export const IMAGE_FORMATS = {
  thumbnail: { width: 245, height: 156 },
  small: { width: 500 },
  medium: { width: 750 },
  large: { width: 1000 },
} as const satisfies Record<keyof MediaFormats, { width: number; height?: number }>;

export type StoredFile = typeof files.$inferSelect;

export type StoreImageOptions = {
  dataDir: string;
  buffer: Buffer;
  /** The uploader's file name, kept for display; it decides nothing about the stored file. */
  name: string;
  alternativeText?: string | null;
  caption?: string | null;
};

/** Sizes are shown in kB (1000 bytes), rounded up so that no file shows as 0 kB. */
const kilobytes = (bytes: number) => Math.ceil(bytes / 1000);

/**
 * Stores an uploaded image: refuses anything over MAX_IMAGE_BYTES or whose content is not a
 * JPEG, PNG, WebP, GIF, AVIF or SVG image, writes the original and its resized WebP formats
 * under <dataDir>/uploads, and records it in `files`.
 */
export async function storeImage(db: Db | Tx, opts: StoreImageOptions): Promise<StoredFile> {
  const { buffer } = opts;
  if (buffer.length > MAX_IMAGE_BYTES) {
    throw new AppError('Upload.tooLarge', {
      field: 'files',
      params: { max: MAX_IMAGE_BYTES / 1024 / 1024 },
      details: { maxBytes: MAX_IMAGE_BYTES },
    });
  }
  const meta = await readMetadata(buffer);
  const type = meta && acceptedImageType(meta);
  if (!meta || !type) {
    throw new AppError('Upload.type', { field: 'files' });
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError('Upload.pixels', { field: 'files', details: { maxPixels: MAX_IMAGE_PIXELS } });
  }
  // Phones store portraits as landscape pixels plus an EXIF rotation: report what people see.
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;

  const hash = randomBytes(16).toString('hex');
  const dir = uploadsDir(opts.dataDir);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  const write = async (fileName: string, data: Buffer) => {
    const path = join(dir, fileName);
    await writeFile(path, data, { flag: 'wx' });
    written.push(path);
  };

  try {
    await write(`${hash}${type.ext}`, buffer);
    const formats: MediaFormats = {};
    for (const [key, box] of Object.entries(IMAGE_FORMATS) as [keyof MediaFormats, { width: number; height?: number }][]) {
      const larger = width > box.width || (box.height !== undefined && height > box.height);
      if (!larger) continue;
      const { data, info } = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
        .webp()
        .toBuffer({ resolveWithObject: true });
      const fileName = `${key}_${hash}.webp`;
      await write(fileName, data);
      const format: MediaFormat = {
        url: `${UPLOADS_URL_PREFIX}${fileName}`,
        width: info.width,
        height: info.height,
        size: kilobytes(data.length),
        mime: 'image/webp',
      };
      formats[key] = format;
    }

    const [row] = await db
      .insert(files)
      .values({
        name: displayName(opts.name, type.ext),
        alternativeText: opts.alternativeText ?? null,
        caption: opts.caption ?? null,
        hash,
        ext: type.ext,
        mime: type.mime,
        size: kilobytes(buffer.length),
        width,
        height,
        url: `${UPLOADS_URL_PREFIX}${hash}${type.ext}`,
        formats,
      })
      .returning();
    return row!;
  } catch (err) {
    await Promise.all(written.map((path) => unlink(path).catch(() => {})));
    throw err;
  }
}

async function readMetadata(buffer: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(buffer).metadata();
  } catch (err) {
    // sharp's own guard against decompression bombs: an image, but too big to open.
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError('Upload.pixels', { field: 'files', details: { maxPixels: MAX_IMAGE_PIXELS } });
    }
    // sharp cannot decode it: not an image at all.
    return null;
  }
}

function displayName(name: string, ext: string): string {
  // Control characters would break headers and CSV exports; paths are not part of a name.
  const clean = basename(name.replace(/\\/g, '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `image${ext}`;
}
