import type { SiteImage } from '../../core/site/site-image';
import { initials } from '../text/initials';
import { Image } from './ui/image';
import '../styles/discover-people.css';

/**
 * A round portrait, or the person's initials when there is none. Decorative: the name is
 * always written next to it.
 */
export function PersonPhoto({
  name,
  image,
  lazy = false,
  size = 'medium',
}: {
  name: string;
  image: SiteImage | null;
  lazy?: boolean;
  size?: 'medium' | 'large';
}) {
  const className = `person-photo person-photo-${size}`;
  if (image) return <Image image={image} alt="" lazy={lazy} className={className} />;
  return (
    <span className={`${className} person-initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
