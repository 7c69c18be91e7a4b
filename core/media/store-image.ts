import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { Metadata, Sharp } from 'sharp';
import type { Db, Tx } from '../../db/client';
import type { files, MediaFormat, MediaFormats, MediaVariant } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { PDF_EXT } from './document-types';
import type { FileStorage } from './file-storage';
import { loadSharp } from './load-sharp';
import { insertPreparedFile, removeStored, type PreparedFile } from './prepared-file';
import { acceptedImageType, RESIZE_TYPES, type ImageType, type ResizeType } from './image-types';

/** The default upload limit (UPLOAD_MAX_MB); the API passes the configured one. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Pixels of one image. A small file can still decode to gigabytes (a "pixel bomb"), and a
 * flat-coloured PNG of 100 megapixels is 300 KB that costs seconds to resize; 50 megapixels holds
 * any photo a 10 MB file holds (a 48-megapixel phone photo is 8000x6000) (decision 066).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Pixels of all images of one upload together: resizing costs 20-60 ms per megapixel on a shared 2-core machine. */
export const MAX_UPLOAD_PIXELS = 100_000_000;
const MEGA = 1_000_000;

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

/** An image that passed the checks, with what the work on it costs. */
export type CheckedImage = { type: ImageType; width: number; height: number; pixels: number };

/**
 * The checks before any work on an image: refuses anything over the size limit, whose content
 * is not a JPEG, PNG, WebP, GIF or AVIF image (SVG only when allowed), or with more than
 * MAX_IMAGE_PIXELS. Reads only the image's header.
 */
export async function checkImage(buffer: Buffer, opts: Pick<StoreImageOptions, 'maxBytes' | 'allowSvg'>): Promise<CheckedImage> {
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  if (buffer.length > maxBytes) throw uploadTooLarge(maxBytes);
  const meta = await readMetadata(buffer);
  const type = meta && acceptedImageType(meta);
  if (!meta || !type) throw new AppError('Upload.type', { field: 'files' });
  if (type.mime === 'image/svg+xml' && !opts.allowSvg) throw new AppError('Upload.svg', { field: 'files' });
  const pixels = meta.width * meta.height;
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels();
  // Phones store portraits as landscape pixels plus an EXIF rotation: report what people see.
  return { type, pixels, width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
}

/**
 * Stores an image's bytes without touching the database: the original and its resized formats,
 * each in the original's type and as WebP. What it wrote is removed again when a step fails.
 * `checked` is checkImage's answer when the caller has it already.
 */
export async function prepareImage(opts: StoreImageOptions, checked?: CheckedImage): Promise<PreparedFile> {
  const { buffer, storage } = opts;
  const { type, width, height } = checked ?? (await checkImage(buffer, opts));

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
    const sharp = await loadSharp();
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
    const values = {
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
    };
    return { values, keys: written };
  } catch (err) {
    await removeStored(storage, written);
    throw err;
  }
}

/**
 * Stores an uploaded image (checkImage's refusals, then prepareImage's work) and records it in
 * `files`; the stored bytes are removed when the row is refused.
 */
export async function storeImage(db: Db | Tx, opts: StoreImageOptions): Promise<StoredFile> {
  return insertPreparedFile(db, opts.storage, await prepareImage(opts));
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
  const sharp = await loadSharp();
  try {
    return await sharp(buffer).metadata();
  } catch (err) {
    // sharp's own guard against decompression bombs: an image, but too big to open.
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    // sharp cannot decode it: not an image at all.
    return null;
  }
}

/** The refusal of an image over MAX_IMAGE_PIXELS, naming the limit in megapixels. */
function tooManyPixels(): AppError {
  return new AppError('Upload.pixels', {
    field: 'files',
    params: { max: MAX_IMAGE_PIXELS / MEGA },
    details: { maxPixels: MAX_IMAGE_PIXELS },
  });
}

/** The refusal of an upload whose images together have more than MAX_UPLOAD_PIXELS. */
export function tooManyUploadPixels(): AppError {
  return new AppError('Upload.totalPixels', {
    field: 'files',
    params: { max: MAX_UPLOAD_PIXELS / MEGA },
    details: { maxPixels: MAX_UPLOAD_PIXELS },
  });
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
