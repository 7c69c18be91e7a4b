import type { KeyboardEvent } from 'react';
import { Link } from '../ui/link';
import type { CalendarDay } from '../../../core/programme/calendar-placement';
import type { WeekCalendar, CalendarEvent } from '../../../core/programme/get-week-calendar';
import { areaOfEventType } from '../../../core/programme/programme-areas';
import { formatTimeRange } from '../../i18n/format-date';
import { fallbackLang, localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { eventHref } from './event-paths';
import { useDayLabel } from './day-label';
import { sessionPhase } from '../../../core/programme/now-next';
import { useCalendarNow } from './calendar-now';
import { SessionState } from './session-state';

/** Grid rows are 5 minutes; a box starts and ends on the nearest one. */
const SLOT = 5;
/** A very busy day does not squeeze the others to nothing. */
const MAX_WEIGHT = 6;

type Props = { calendar: WeekCalendar; label: string };

/**
 * The week as a days-by-hours grid (wide screens): a column per day, as wide as the most
 * events that day runs at once; boxes placed by the server (calendar-placement.ts) with CSS
 * grid lines. Every event is a link in time order, so Tab walks the week; the arrows move
 * within a day (up, down) and to the nearest event of the next or previous day.
 */
export function WeekGrid({ calendar, label }: Props) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const dayLabel = useDayLabel();
  const { days, hours, today, nowMinute } = calendar;
  const now = useCalendarNow(calendar);
  const rows = ((hours.to - hours.from) * 60) / SLOT;
  const row = (minute: number) => Math.min(rows, Math.max(0, Math.round((minute - hours.from * 60) / SLOT))) + 1;
  const columns = `var(--cal-hours-width) ${days.map((d) => `minmax(0, ${Math.min(MAX_WEIGHT, Math.max(1, d.columns))}fr)`).join(' ')}`;
  const hasMultiDay = days.some((d) => d.multiDay.length > 0);
  const showNow = (d: CalendarDay<CalendarEvent>) =>
    d.day === today && nowMinute >= hours.from * 60 && nowMinute <= hours.to * 60;

  return (
    <section className="cal-grid" aria-label={label} style={{ gridTemplateColumns: columns }} onKeyDown={moveByArrows}>
      <div className="cal-corner" aria-hidden="true" />
      {days.map((d) => (
        <h2 key={d.day} className={d.day === today ? 'cal-day-head cal-today' : 'cal-day-head'} id={`grid-${d.day}`}>
          {dayLabel(d.day)}
          {d.day === today ? <span className="cal-today-badge">{t('calendar.today')}</span> : null}
        </h2>
      ))}
      {hasMultiDay ? (
        <>
          <p className="cal-multiday-label">{t('calendar.multiDay')}</p>
          {days.map((d) => (
            <ul key={d.day} className="cal-multiday" role="list" aria-labelledby={`grid-${d.day}`}>
              {d.multiDay.map((e) => (
                <li key={e.id}>
                  <Link to={eventHref(e, locale)} className={`cal-chip area-${areaOfEventType(e.type)}`} data-cal-day={d.day}>
                    {localized(e.name, e.name_en, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </>
      ) : null}
      <div className="cal-hours" aria-hidden="true" style={{ gridTemplateRows: `repeat(${rows}, var(--cal-slot))` }}>
        {Array.from({ length: hours.to - hours.from }, (_, i) => (
          <span key={i} style={{ gridRow: `${i * (60 / SLOT) + 1} / span ${60 / SLOT}` }}>
            {String(hours.from + i).padStart(2, '0')}:00
          </span>
        ))}
      </div>
      {days.map((d) => (
        <ol
          key={d.day}
          role="list"
          aria-labelledby={`grid-${d.day}`}
          className={d.day === today ? 'cal-day cal-today' : 'cal-day'}
          style={{
            gridTemplateRows: `repeat(${rows}, var(--cal-slot))`,
            gridTemplateColumns: `repeat(${Math.max(1, d.columns)}, minmax(0, 1fr))`,
          }}
        >
          {d.placed.map((p) => {
            const name = localized(p.event.name, p.event.name_en, locale);
            const top = row(p.top);
            const short = p.bottom - p.top <= 30;
            const running = sessionPhase(p.event, now) === 'running';
            return (
              <li
                key={`${p.event.id}`}
                className={`cal-event area-${areaOfEventType(p.event.type)}${short ? ' cal-event-short' : ''}${running ? ' is-running' : ''}`}
                style={{
                  gridRow: `${top} / ${Math.max(top + 1, row(p.bottom))}`,
                  gridColumn: `${p.column + 1} / span ${p.span}`,
                }}
              >
                <Link to={eventHref(p.event, locale)} data-cal-day={d.day} data-cal-top={p.top}>
                  <span className="cal-event-time">
                    {p.fromPreviousDay ? <span className="visually-hidden">{t('calendar.fromPreviousDay')}, </span> : null}
                    {formatTimeRange(p.event.start, p.event.end, locale, tz)}
                  </span>
                  {running ? <SessionState phase="running" className="cal-event-state" short /> : null}
                  <span className="cal-event-name" lang={fallbackLang(p.event.name_en, locale)}>
                    {name}
                  </span>
                  {p.event.venue ? (
                    <span className="cal-event-venue">{localized(p.event.venue.name, p.event.venue.name_en, locale)}</span>
                  ) : null}
                  {p.untilNextDay ? <span className="visually-hidden">, {t('calendar.untilNextDay')}</span> : null}
                </Link>
              </li>
            );
          })}
          {showNow(d) ? (
            <li className="cal-now" style={{ gridRow: `${row(nowMinute)} / span 1` }}>
              <span>{t('calendar.now', { time: formatMinute(nowMinute) })}</span>
            </li>
          ) : null}
        </ol>
      ))}
    </section>
  );
}

const formatMinute = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const MOVES: Record<string, 'up' | 'down' | 'left' | 'right' | 'first' | 'last'> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'first',
  End: 'last',
};

/** Arrow keys between the event links of the grid; Tab keeps its own order (day by day, by time). */
function moveByArrows(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  const from = event.target;
  if (!move || !(from instanceof HTMLAnchorElement) || !from.dataset.calDay || event.altKey || event.ctrlKey || event.metaKey)
    return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-cal-day]')];
  const day = from.dataset.calDay;
  const sameDay = links.filter((a) => a.dataset.calDay === day);
  const i = sameDay.indexOf(from);
  let to: HTMLAnchorElement | undefined;
  if (move === 'up') to = sameDay[i - 1];
  else if (move === 'down') to = sameDay[i + 1];
  else if (move === 'first') to = sameDay[0];
  else if (move === 'last') to = sameDay.at(-1);
  else {
    const days = [...new Set(links.map((a) => a.dataset.calDay))];
    const step = move === 'right' ? 1 : -1;
    const top = Number(from.dataset.calTop ?? 0);
    for (let d = days.indexOf(day) + step; d >= 0 && d < days.length && !to; d += step) {
      const candidates = links.filter((a) => a.dataset.calDay === days[d]);
      to = candidates.sort(
        (a, b) => Math.abs(Number(a.dataset.calTop ?? 0) - top) - Math.abs(Number(b.dataset.calTop ?? 0) - top),
      )[0];
    }
  }
  if (!to) return;
  event.preventDefault();
  to.focus();
}
