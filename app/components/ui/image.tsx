import { preload } from 'react-dom';
import type { SiteImage } from '../../../core/site/site-image';

/**
 * How an image is fetched (decision 045):
 * - `lazy`: below the fold, or hidden on some screens; fetched when it comes near the viewport.
 * - `eager`: above the fold but not the page's largest picture (the header logo).
 * - `priority`: the page's largest picture, its Largest Contentful Paint: preloaded from the
 *   head with `fetchpriority="high"`. One per page.
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

type Props = {
  image: SiteImage;
  /** Overrides the stored alternative text (a logo is named by its partner, a photo by its person). */
  alt?: string;
  /**
   * How wide the image is drawn, as the `sizes` attribute ("6rem", "(min-width: 40rem) 10rem,
   * 8rem"): with `srcset` it lets the browser pick the smallest sharp file before layout. Where
   * CSS leaves the width `auto` (logos under a max-height), the browser draws the image at its
   * natural size, which with `srcset` is this width: never give less than the drawn width.
   */
  sizes: string;
  loading: ImageLoading;
  /**
   * The media query in which the image is shown at all, when CSS hides it elsewhere (the home
   * page's hero picture on phones): where it does not match, nothing is fetched.
   */
  media?: string;
  className?: string;
};

/** A transparent 1x1 GIF: what a `media`-bound image shows where it is hidden, without a request. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An uploaded image with its intrinsic size (so the page does not shift when it arrives), every
 * stored width in `srcset` with the drawn width in `sizes`, and one loading rule for all pages.
 */
export function Image({ image, alt, sizes, loading, media, className }: Props) {
  const srcSet = image.srcset || undefined;
  const priority = loading === 'priority';
  if (priority) {
    // React would preload the <img> by itself, but not one inside <picture>, and never with a
    // media query; this call is the one preload of the page's largest image, sent in the head.
    preload(image.url, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet && sizes, fetchPriority: 'high', media });
  }
  const img = (
    <img
      src={media ? NOTHING : image.url}
      srcSet={media ? undefined : srcSet}
      sizes={media || !srcSet ? undefined : sizes}
      alt={alt ?? image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!media) return img;
  return (
    <picture>
      <source media={media} srcSet={srcSet ?? image.url} sizes={srcSet && sizes} />
      {img}
    </picture>
  );
}

/**
 * `sizes` for an image whose height is fixed by CSS and whose width follows its aspect ratio
 * (logos): that height times the ratio, in rem, at most `maxRem` when a box caps the width.
 */
export function sizesAtHeight(image: SiteImage, heightRem: number, maxRem = Infinity): string {
  const ratio = image.width && image.height ? image.width / image.height : 1;
  return `${Math.round(Math.min(heightRem * ratio, maxRem) * 100) / 100}rem`;
}
