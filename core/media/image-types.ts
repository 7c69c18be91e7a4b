import type { Metadata } from 'sharp';

export type ImageType = { ext: string; mime: string };

/**
 * The image types we accept, named by the decoder sharp used on the content (never by the file
 * name or the client's content type). AVIF is decoded by the HEIF loader with AV1 compression;
 * HEIC (HEVC) is refused because browsers cannot show it.
 */
export function acceptedImageType(meta: Pick<Metadata, 'format' | 'compression'>): ImageType | null {
  switch (meta.format) {
    case 'jpeg':
      return { ext: '.jpg', mime: 'image/jpeg' };
    case 'png':
      return { ext: '.png', mime: 'image/png' };
    case 'webp':
      return { ext: '.webp', mime: 'image/webp' };
    case 'gif':
      return { ext: '.gif', mime: 'image/gif' };
    case 'svg':
      return { ext: '.svg', mime: 'image/svg+xml' };
    case 'heif':
      return meta.compression === 'av1' ? { ext: '.avif', mime: 'image/avif' } : null;
    default:
      return null;
  }
}

export const ACCEPTED_IMAGE_MIMES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
] as const;
