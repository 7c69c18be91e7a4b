import type { CurrentLivestream } from '../../../core/livestreams/find-hall-programme';
import { formatDate, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { DelayNote } from '../programme/delay-note';
import { usePeriodicRevalidation } from '../ui/use-periodic-revalidation';

/** How often the banner asks again what is on. */
export const BANNER_REFRESH_MS = 60_000;

/**
 * What is on air now, or next (spec 2.8): the first event in a hall whose end is ahead. The
 * page's data is read again every minute while the tab is visible, so the banner moves on
 * without a reload.
 */
export function LiveBanner({ current }: { current: CurrentLivestream | null }) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  usePeriodicRevalidation(BANNER_REFRESH_MS);

  if (!current) return null;
  const { event, hall, live } = current;
  const when = `${formatDate(event.start, locale, tz)}, ${formatTimeRange(event.start, event.end, locale, tz)}`;
  return (
    <div className={`live-banner${live ? ' is-live' : ''}`} role="status">
      <p className="live-banner-label">
        {live ? <span className="live-dot" aria-hidden="true" /> : null}
        {t(live ? 'live.nowOn' : 'live.next')}
      </p>
      <p className="live-banner-title">{localized(event.name, event.name_en, locale)}</p>
      <p className="live-banner-when">
        <time dateTime={isoDateTime(event.start)}>
          {t('live.bannerWhen', { hall: localized(hall.name, hall.name_en, locale), when })}
        </time>
      </p>
      {event.delay ? <DelayNote delay={event.delay} className="live-banner-delay" /> : null}
    </div>
  );
}
