import { Fragment } from 'react';
import { Link } from '../ui/link';
import type { WeekCalendar } from '../../../core/programme/get-week-calendar';
import { areaOfEventType } from '../../../core/programme/programme-areas';
import { formatTime, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { eventHref } from './event-paths';
import { useDayLabel } from './day-label';
import { sessionPhase } from '../../../core/programme/now-next';
import { useCalendarNow } from './calendar-now';
import { SessionState } from './session-state';

/**
 * The week as an agenda (phones): the days that have a programme, each event with its time,
 * name and venue; today also when it has none, with the current time marked where it falls.
 */
export function WeekAgenda({ calendar, label }: { calendar: WeekCalendar; label: string }) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const dayLabel = useDayLabel();
  const now = Date.parse(calendar.now);
  const clock = useCalendarNow(calendar);
  const running = (event: { start: string; end: string }) => sessionPhase(event, clock) === 'running';
  const days = calendar.days.filter((d) => d.placed.length > 0 || d.multiDay.length > 0 || d.day === calendar.today);
  const marker = (
    <li className="cal-agenda-now">
      <time dateTime={isoDateTime(calendar.now)}>{t('calendar.now', { time: formatTime(calendar.now, locale, tz) })}</time>
    </li>
  );

  return (
    <section className="cal-agenda" aria-label={label}>
      {days.map((d) => {
        const isToday = d.day === calendar.today;
        // The marker goes before the first event that has not started yet.
        const next = isToday ? d.placed.findIndex((p) => Date.parse(p.event.start) > now) : -1;
        return (
          <section key={d.day} className="cal-agenda-day" aria-labelledby={`agenda-${d.day}`}>
            <h2 id={`agenda-${d.day}`} className={isToday ? 'cal-agenda-title cal-today' : 'cal-agenda-title'}>
              {dayLabel(d.day)}
              {isToday ? <span className="cal-today-badge">{t('calendar.today')}</span> : null}
            </h2>
            <ol role="list" className="cal-agenda-list">
              {d.multiDay.map((e) => (
                <li key={`m${e.id}`} className={`cal-agenda-item area-${areaOfEventType(e.type)}`}>
                  <span className="cal-agenda-time">{t('calendar.multiDay')}</span>
                  <Link to={eventHref(e, locale)} className="cal-agenda-name">
                    {localized(e.name, e.name_en, locale)}
                  </Link>
                  {e.venue ? <span className="cal-agenda-venue">{localized(e.venue.name, e.venue.name_en, locale)}</span> : null}
                </li>
              ))}
              {d.placed.map((p, i) => (
                <Fragment key={p.event.id}>
                  {i === next ? marker : null}
                  <li className={`cal-agenda-item area-${areaOfEventType(p.event.type)}${running(p.event) ? ' is-running' : ''}`}>
                    <time className="cal-agenda-time" dateTime={isoDateTime(p.event.start)}>
                      {formatTimeRange(p.event.start, p.event.end, locale, tz)}
                    </time>
                    {running(p.event) ? <SessionState phase="running" className="cal-agenda-state" /> : null}
                    <Link to={eventHref(p.event, locale)} className="cal-agenda-name">
                      {localized(p.event.name, p.event.name_en, locale)}
                    </Link>
                    {p.event.venue ? (
                      <span className="cal-agenda-venue">{localized(p.event.venue.name, p.event.venue.name_en, locale)}</span>
                    ) : null}
                    {p.fromPreviousDay || p.untilNextDay ? (
                      <span className="cal-agenda-note">
                        {t(p.fromPreviousDay ? 'calendar.fromPreviousDay' : 'calendar.untilNextDay')}
                      </span>
                    ) : null}
                  </li>
                </Fragment>
              ))}
              {isToday && next === -1 ? marker : null}
              {d.placed.length === 0 && d.multiDay.length === 0 ? (
                <li className="cal-agenda-empty">{t('calendar.emptyDay')}</li>
              ) : null}
            </ol>
          </section>
        );
      })}
    </section>
  );
}
