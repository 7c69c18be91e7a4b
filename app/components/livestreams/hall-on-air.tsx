import type { HallOnAir, HallProgrammeEntry } from '../../../core/livestreams/find-hall-programme';
import { dayKey, formatDate, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';

/**
 * A hall card's "on now" and "next" (by the programme's clock, read with the page): the time,
 * with the day when it is not today, and the name. Nothing when the hall has nothing ahead.
 */
export function HallOnAirList({ onAir, now }: { onAir: HallOnAir; now: string }) {
  const t = useT();
  if (!onAir.now && !onAir.next) return null;
  return (
    <dl className="live-hall-onair">
      {onAir.now ? <OnAirRow label={t('live.now')} entry={onAir.now} now={now} live /> : null}
      {onAir.next ? <OnAirRow label={t('live.hallNext')} entry={onAir.next} now={now} /> : null}
    </dl>
  );
}

function OnAirRow({ label, entry, now, live }: { label: string; entry: HallProgrammeEntry; now: string; live?: boolean }) {
  const locale = useLocale();
  const tz = useTimeZone();
  const range = formatTimeRange(entry.start, entry.end, locale, tz);
  const when = dayKey(entry.start, tz) === dayKey(now, tz) ? range : `${formatDate(entry.start, locale, tz)}, ${range}`;
  return (
    <div className={live ? 'is-live' : undefined}>
      <dt>
        {live ? <span className="live-dot" aria-hidden="true" /> : null}
        {label}
      </dt>
      <dd>
        <time dateTime={isoDateTime(entry.start)}>{when}</time> {localized(entry.name, entry.name_en, locale)}
      </dd>
    </div>
  );
}
