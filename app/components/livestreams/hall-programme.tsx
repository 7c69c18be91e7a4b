import { Link } from '../ui/link';
import type { HallProgrammeEntry } from '../../../core/livestreams/find-hall-programme';
import { formatDate, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { DelayNote } from '../programme/delay-note';
import { eventHref } from '../programme/event-paths';
import { usePrefetch } from '../ui/use-prefetch';

/**
 * A hall's programme under its player, by day, with what is on now marked. Rows link to the
 * event pages, except in the conference hall, whose panels are shown on the conference page.
 */
export function HallProgramme({ entries, linked, now }: { entries: HallProgrammeEntry[]; linked: boolean; now: string }) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const tz = useTimeZone();
  const days = new Map<string, HallProgrammeEntry[]>();
  for (const entry of entries) {
    const day = formatDate(entry.start, locale, tz);
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return (
    <section aria-labelledby="live-programme" className="live-programme">
      <h2 id="live-programme" className="live-section-title">
        {t('live.programme')}
      </h2>
      {entries.length === 0 ? <p className="live-muted">{t('live.programmeEmpty')}</p> : null}
      {[...days].map(([day, list]) => (
        <div key={day} className="live-day">
          <h3 className="live-day-title">{day}</h3>
          <ul className="live-day-list" role="list">
            {list.map((entry) => {
              const name = localized(entry.name, entry.name_en, locale);
              const onNow = entry.start <= now && now < entry.end;
              return (
                <li key={entry.id} className={`live-row${onNow ? ' is-now' : ''}`}>
                  <time dateTime={isoDateTime(entry.start)} className="live-row-time">
                    {formatTimeRange(entry.start, entry.end, locale, tz)}
                  </time>
                  <span className="live-row-body">
                    {linked ? (
                      <Link
                        prefetch={prefetch}
                        to={eventHref({ id: entry.id, slug: entry.slug, slug_en: entry.slug_en, type: entry.type }, locale)}
                        className="live-row-name"
                      >
                        {name}
                      </Link>
                    ) : (
                      <span className="live-row-name">{name}</span>
                    )}
                    {entry.organiser ? (
                      <span className="live-row-organiser">
                        {localized(entry.organiser.name, entry.organiser.name_en, locale)}
                      </span>
                    ) : null}
                    {entry.delay ? <DelayNote delay={entry.delay} className="live-row-delay" /> : null}
                  </span>
                  {onNow ? <span className="live-row-now">{t('live.now')}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
