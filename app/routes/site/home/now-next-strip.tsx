import { Link } from '../../../components/ui/link';
import type { HallProgrammeEntry, HallsToday, HallToday } from '../../../../core/livestreams/find-hall-programme';
import { hallNowNext } from '../../../../core/programme/now-next';
import { DelayNote } from '../../../components/programme/delay-note';
import { eventHref } from '../../../components/programme/event-paths';
import { useProgrammeNow } from '../../../components/programme/programme-clock';
import { formatTimeRange, isoDateTime } from '../../../i18n/format-date';
import { localized } from '../../../i18n/localized';
import { href } from '../../../i18n/route-paths';
import { useLocale, useT } from '../../../i18n/use-t';
import { useTimeZone } from '../../../i18n/use-time-zone';
import { hallHref } from '../../../components/livestreams/hall-paths';

/**
 * On an event day, every hall's session on now and the next one, with a link to the hall's
 * stream (issue 29 item 2). The sessions come with their shown times (a hall running late
 * shifted); which is now and which is next is core's rule (`hallNowNext`), run again by the
 * browser when a session starts or ends, so the strip moves on without a reload.
 */
export function NowNextStrip({ today }: { today: HallsToday }) {
  const t = useT();
  const locale = useLocale();
  const now = useProgrammeNow(today.halls.flatMap((h) => h.sessions));
  return (
    <section className="section now-next" aria-labelledby="now-next-title">
      <div className="container">
        <div className="section-head">
          <h2 id="now-next-title" className="section-title">
            {t('live.todayTitle')}
          </h2>
          <Link to={href('Livestreams', {}, locale)} className="section-sub">
            {t('live.allStreams')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <p className="now-next-lead">{t('live.todayLead')}</p>
        <ul className="now-next-halls" role="list">
          {today.halls.map((h) => (
            <HallNowNext key={h.hall.id} hall={h} now={now} dayEnd={today.dayEnd} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function HallNowNext({ hall: { hall, sessions }, now, dayEnd }: { hall: HallToday; now: number; dayEnd: string }) {
  const t = useT();
  const locale = useLocale();
  const { now: on, next } = hallNowNext(sessions, now, dayEnd);
  const name = localized(hall.name, hall.name_en, locale);
  const stream = hallHref(hall, locale);
  return (
    <li className={on ? 'now-next-hall is-live' : 'now-next-hall'}>
      <div className="now-next-hall-head">
        <h3 className="now-next-hall-name">{name}</h3>
        {on ? (
          <Link to={stream} className="button button-small watch-live-link" aria-label={t('live.watchLiveIn', { hall: name })}>
            <span className="watch-live-dot" aria-hidden="true" />
            {t('live.watchLive')}
          </Link>
        ) : (
          <Link to={stream} className="now-next-stream" aria-label={t('live.hallStreamOf', { hall: name })}>
            {t('live.hallStream')}
          </Link>
        )}
      </div>
      <dl className="now-next-rows">
        <div className="now-next-row">
          <dt>{t('home.hallNow')}</dt>
          <dd>{on ? <Session entry={on} /> : <span className="now-next-none">{t('live.nothingNow')}</span>}</dd>
        </div>
        <div className="now-next-row">
          <dt>{t('home.hallNext')}</dt>
          <dd>{next ? <Session entry={next} /> : <span className="now-next-none">{t('live.nothingMore')}</span>}</dd>
        </div>
      </dl>
    </li>
  );
}

function Session({ entry }: { entry: HallProgrammeEntry }) {
  const locale = useLocale();
  const tz = useTimeZone();
  return (
    <>
      <time dateTime={isoDateTime(entry.start)} className="now-next-time">
        {formatTimeRange(entry.start, entry.end, locale, tz)}
      </time>{' '}
      <Link to={eventHref(entry, locale)} className="now-next-event">
        {localized(entry.name, entry.name_en, locale)}
      </Link>
      {entry.delay ? <DelayNote delay={entry.delay} className="now-next-delay" /> : null}
    </>
  );
}
