import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Db, Tx } from '../../db/client';
import { files, type MediaFormat, type MediaFormats, type MediaVariant } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { PDF_EXT } from './document-types';
import type { FileStorage } from './file-storage';

// libvips keeps up to 50 MB of decoded images and runs one thread per core by default: neither
// helps a server that resizes an upload now and then (or the demo seed's pictures once), and
// both stay in resident memory (decision 042).
sharp.cache(false);
sharp.concurrency(1);
import { acceptedImageType, RESIZE_TYPES, type ResizeType } from './image-types';

/** The default upload limit (UPLOAD_MAX_MB); the API passes the configured one. */
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
  storage: FileStorage;
  buffer: Buffer;
  /** The uploader's file name, kept for display; it decides nothing about the stored file. */
  name: string;
  alternativeText?: string | null;
  caption?: string | null;
  uploadedById?: number | null;
  /** Largest accepted file; MAX_IMAGE_BYTES when absent. */
  maxBytes?: number;
  /**
   * Only for our own drawings (demo content): an uploaded SVG is a document that may carry
   * script and links, so the upload API refuses it (decision 014).
   */
  allowSvg?: boolean;
};

/** Sizes are shown in kB (1000 bytes), rounded up so that no file shows as 0 kB. */
export const kilobytes = (bytes: number) => Math.ceil(bytes / 1000);

/** The refusal of an upload over the limit, naming the limit in MB like the configuration does. */
export function uploadTooLarge(maxBytes: number): AppError {
  return new AppError('Upload.tooLarge', {
    field: 'files',
    params: { max: Math.round((maxBytes / 1024 / 1024) * 10) / 10 },
    details: { maxBytes },
  });
}

/**
 * Stores an uploaded image: refuses anything over the size limit or whose content is not a
 * JPEG, PNG, WebP, GIF or AVIF image (SVG only when allowed), stores the original and its
 * resized formats, each in the original's type and as WebP, and records it in `files`.
 */
export async function storeImage(db: Db | Tx, opts: StoreImageOptions): Promise<StoredFile> {
  const { buffer, storage } = opts;
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  if (buffer.length > maxBytes) throw uploadTooLarge(maxBytes);
  const meta = await readMetadata(buffer);
  const type = meta && acceptedImageType(meta);
  if (!meta || !type) throw new AppError('Upload.type', { field: 'files' });
  if (type.mime === 'image/svg+xml' && !opts.allowSvg) throw new AppError('Upload.svg', { field: 'files' });
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError('Upload.pixels', { field: 'files', details: { maxPixels: MAX_IMAGE_PIXELS } });
  }
  // Phones store portraits as landscape pixels plus an EXIF rotation: report what people see.
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;

  const hash = randomBytes(16).toString('hex');
  const written: string[] = [];
  const put = async (variantHash: string, ext: string, mime: string, data: Buffer): Promise<MediaVariant> => {
    const key = `${variantHash}${ext}`;
    await storage.put(key, data, mime);
    written.push(key);
    return { hash: variantHash, ext, mime, size: kilobytes(data.length), url: storage.url(key) };
  };

  try {
    const original = await put(hash, type.ext, type.mime, buffer);
    const formats: MediaFormats = {};
    for (const [key, box] of Object.entries(IMAGE_FORMATS) as [keyof MediaFormats, { width: number; height?: number }][]) {
      const larger = width > box.width || (box.height !== undefined && height > box.height);
      if (!larger) continue;
      const resized = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
      const { data, info } = await encode(resized.clone(), type.resizeAs).toBuffer({ resolveWithObject: true });
      const out = RESIZE_TYPES[type.resizeAs];
      const format: MediaFormat = {
        ...(await put(`${key}_${hash}`, out.ext, out.mime, data)),
        width: info.width,
        height: info.height,
      };
      if (type.resizeAs !== 'webp') {
        const webp = await encode(resized, 'webp').toBuffer();
        format.webp = await put(`${key}_${hash}`, RESIZE_TYPES.webp.ext, RESIZE_TYPES.webp.mime, webp);
      }
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
        size: original.size,
        width,
        height,
        url: original.url,
        formats,
        uploadedById: opts.uploadedById ?? null,
      })
      .returning();
    return row!;
  } catch (err) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw err;
  }
}

function encode(image: Sharp, as: ResizeType): Sharp {
  switch (as) {
    case 'jpeg':
      return image.jpeg({ quality: 82 });
    case 'png':
      return image.png({ compressionLevel: 8 });
    case 'webp':
      return image.webp();
    case 'avif':
      // Effort 2 of 9: AVIF encoding is slow, and these are small pictures on a shared machine.
      return image.avif({ effort: 2 });
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

/** Display names are cleaned and kept at most 200 characters; an empty one is named after the type. */
export function displayName(name: string, ext: string): string {
  // Control characters would break headers and CSV exports; paths are not part of a name.
  const clean = basename(name.replace(/\\/g, '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `${ext === PDF_EXT ? 'document' : 'image'}${ext}`;
}
