import type { SiteImage } from '../../../core/site/site-image';

type Props = {
  image: SiteImage;
  /** Overrides the stored alternative text (a logo is named by its partner, a photo by its person). */
  alt?: string;
  /** Below the fold: let the browser load it when it comes near the viewport. */
  lazy?: boolean;
  className?: string;
};

/** An uploaded image with its intrinsic size, so the page does not shift when it arrives. */
export function Image({ image, alt, lazy = false, className }: Props) {
  return (
    <img
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
