import type { SiteImage } from '../../core/site/site-image';
import { initials } from '../text/initials';
import { Image, type ImageLoading } from './ui/image';

// discover-people.css (in app.css): 6rem; large 8rem, 10rem from 40rem.
const SIZES = { medium: '6rem', large: '(min-width: 40rem) 10rem, 8rem' };

/**
 * A round portrait, or the person's initials when there is none. Decorative: the name is
 * always written next to it.
 */
export function PersonPhoto({
  name,
  image,
  loading = 'eager',
  size = 'medium',
}: {
  name: string;
  image: SiteImage | null;
  loading?: ImageLoading;
  size?: 'medium' | 'large';
}) {
  const className = `person-photo person-photo-${size}`;
  if (image) return <Image image={image} alt="" sizes={SIZES[size]} loading={loading} className={className} />;
  return (
    <span className={`${className} person-initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
