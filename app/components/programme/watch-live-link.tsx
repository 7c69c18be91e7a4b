import { Link } from '../ui/link';
import type { LiveStream } from '../../../core/livestreams/live-stream-of';
import { hallHref } from '../livestreams/hall-paths';
import { useLocale, useT } from '../../i18n/use-t';

/** "Watch live": a session in progress links to its hall's livestream page. */
export function WatchLiveLink({ stream, name }: { stream: LiveStream; name?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      to={hallHref({ id: stream.hallId, slug: stream.slug, slug_en: stream.slug_en }, locale)}
      className="button button-small watch-live-link"
      aria-label={name ? `${t('live.watchLive')}: ${name}` : undefined}
    >
      <span className="watch-live-dot" aria-hidden="true" />
      {t('live.watchLive')}
    </Link>
  );
}
