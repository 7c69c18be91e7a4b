import { Link } from 'react-router';
import type { LiveStream } from '../../../core/livestreams/live-stream-of';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';

/** "Watch live": a session in progress links to its hall's livestream page. */
export function WatchLiveLink({ stream, name }: { stream: LiveStream; name?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      to={href('LivestreamDetail', { id: stream.hallId, slug: stream.slug }, locale)}
      className="button button-small watch-live-link"
      aria-label={name ? `${t('live.watchLive')}: ${name}` : undefined}
    >
      <span className="watch-live-dot" aria-hidden="true" />
      {t('live.watchLive')}
    </Link>
  );
}
