import type { Metadata } from 'sharp';
import { PDF_MIME } from './document-types';

/** The output types sharp writes resized formats in. */
export type ResizeType = 'jpeg' | 'png' | 'webp' | 'avif';

export type ImageType = {
  ext: string;
  mime: string;
  /**
   * The type of the resized formats: the original's own, except GIF (a resized palette image or
   * animation is large and ugly) and SVG (a vector has no pixel size), which become PNG.
   */
  resizeAs: ResizeType;
};

/**
 * The image types we accept, named by the decoder sharp used on the content (never by the file
 * name or the client's content type). AVIF is decoded by the HEIF loader with AV1 compression;
 * HEIC (HEVC) is refused because browsers cannot show it.
 */
export function acceptedImageType(meta: Pick<Metadata, 'format' | 'compression'>): ImageType | null {
  switch (meta.format) {
    case 'jpeg':
      return { ext: '.jpg', mime: 'image/jpeg', resizeAs: 'jpeg' };
    case 'png':
      return { ext: '.png', mime: 'image/png', resizeAs: 'png' };
    case 'webp':
      return { ext: '.webp', mime: 'image/webp', resizeAs: 'webp' };
    case 'gif':
      return { ext: '.gif', mime: 'image/gif', resizeAs: 'png' };
    case 'svg':
      return { ext: '.svg', mime: 'image/svg+xml', resizeAs: 'png' };
    case 'heif':
      return meta.compression === 'av1' ? { ext: '.avif', mime: 'image/avif', resizeAs: 'avif' } : null;
    default:
      return null;
  }
}

export const RESIZE_TYPES: Record<ResizeType, { ext: string; mime: string }> = {
  jpeg: { ext: '.jpg', mime: 'image/jpeg' },
  png: { ext: '.png', mime: 'image/png' },
  webp: { ext: '.webp', mime: 'image/webp' },
  avif: { ext: '.avif', mime: 'image/avif' },
};

/** What the upload API takes (for a file input's `accept`); SVG is refused there (decision 014). */
export const ACCEPTED_IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/**
 * Everything the upload API takes (for the `accept` of a file input that may hold documents,
 * such as an event's attached files): the images above and PDF. Image fields keep
 * ACCEPTED_IMAGE_MIMES: an image field refuses a PDF (`Entry.notAnImage`).
 */
export const ACCEPTED_UPLOAD_MIMES = [...ACCEPTED_IMAGE_MIMES, PDF_MIME] as const;
