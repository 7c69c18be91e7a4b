import type { Media } from '../../../../core/serialize/media';

/** A file as the upload API answers it (Strapi's upload file; `size` in kB). */
export type UploadedFile = Media;

/** What an image field may hold: a fresh upload, or a stored image of which the record knows less. */
export type ImageValue = Pick<UploadedFile, 'id' | 'url'> & Partial<Omit<UploadedFile, 'id' | 'url'>>;

/** The URL to preview an image with: the small format, then the thumbnail, then the original (spec 9). */
export function previewUrl(image: ImageValue): string {
  return image.formats?.small?.url ?? image.formats?.thumbnail?.url ?? image.url;
}

/**
 * The browser's type of a chosen file says nothing the server trusts (it reads the content),
 * but it spares an upload the server would refuse anyway.
 */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
