import { useCallback, useEffect, useState } from 'react';
import { Link } from '../ui/link';
import type { CurrentLivestream } from '../../../core/livestreams/find-hall-programme';
import type { LiveBannerState } from '../../../core/livestreams/live-banner-state';
import { formatDate, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { sessionPhase } from '../../../core/programme/now-next';
import { DelayNote } from '../programme/delay-note';
import { useProgrammeNow } from '../programme/programme-clock';
import { LoadFailed } from '../ui/load-failed';
import { hallHref } from './hall-paths';

/** How often the banner asks again what is on. */
export const BANNER_REFRESH_MS = 60_000;

/**
 * What is on air now (spec 2.8, issue 29 item 2): every hall on air, the conference hall
 * first, each linked to its hall's stream; when none is, the next event ahead. The banner asks
 * again every minute while the tab is visible (LivestreamNow), and between two answers drops
 * an event at its end by the programme clock, so it moves on without a reload; a failed
 * refresh keeps the last answer and says so, with a retry. After the current edition's last
 * day it thanks and says the edition is over (decision 164), as the wall does.
 */
export function LiveBanner({ state: loaded }: { state: LiveBannerState }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [shownLoaded, setShownLoaded] = useState(loaded);
  if (shownLoaded !== loaded) {
    // The page's own data was read again (a navigation to it): that answer wins.
    setShownLoaded(loaded);
    setState(loaded);
    setFailed(false);
  }
  const { current } = state;
  const url = `${href('LivestreamNow', {}, locale)}?state=1`;

  const refresh = useCallback(async () => {
    try {
      const res = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
      if (!res.ok) throw new Error(`banner answered ${res.status}`);
      setState((await res.json()) as LiveBannerState);
      setFailed(false);
    } catch (error) {
      console.warn(error);
      setFailed(true);
    }
  }, [url]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, BANNER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const now = useProgrammeNow(current.map((c) => c.event));
  const shown = current.filter((c) => sessionPhase(c.event, now) !== 'ended');
  const failure = failed ? <LoadFailed onRetry={() => void refresh()} /> : null;
  if (state.editionOver)
    return (
      <div className="live-banner is-over">
        <div role="status">
          <p className="live-banner-label">{t('live.editionOver')}</p>
          <p className="live-banner-when">{t('live.editionOverThanks')}</p>
        </div>
        {failure}
      </div>
    );
  if (!shown.length && !failed) return null;
  if (!shown.length) return <div className="live-banner">{failure}</div>;
  const live = shown.filter((c) => sessionPhase(c.event, now) === 'running');
  return (
    <div className={`live-banner${live.length ? ' is-live' : ''}`}>
      <div role="status">
        <p className="live-banner-label">
          {live.length ? <span className="live-dot" aria-hidden="true" /> : null}
          {t(live.length ? 'live.nowOn' : 'live.next')}
        </p>
        <ul className="live-banner-list" role="list">
          {(live.length ? live : shown.slice(0, 1)).map((c) => (
            <BannerEntry key={c.hall.id} entry={c} />
          ))}
        </ul>
      </div>
      {failure}
    </div>
  );
}

function BannerEntry({ entry: { event, hall } }: { entry: CurrentLivestream }) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const when = `${formatDate(event.start, locale, tz)}, ${formatTimeRange(event.start, event.end, locale, tz)}`;
  return (
    <li className="live-banner-entry">
      <p className="live-banner-title">
        <Link to={hallHref(hall, locale)} className="live-banner-link">
          {localized(event.name, event.name_en, locale)}
        </Link>
      </p>
      <p className="live-banner-when">
        <time dateTime={isoDateTime(event.start)}>
          {t('live.bannerWhen', { hall: localized(hall.name, hall.name_en, locale), when })}
        </time>
      </p>
      {event.delay ? <DelayNote delay={event.delay} className="live-banner-delay" /> : null}
    </li>
  );
}
