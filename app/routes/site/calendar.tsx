import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/calendar';
import { getWeekCalendar, readCalendarQuery } from '../../../core/programme/get-week-calendar';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { ProgrammeHeader } from '../../components/programme/programme-header';
import { WeekAgenda } from '../../components/programme/week-agenda';
import { WeekGrid } from '../../components/programme/week-grid';
import { formatDateRange } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import programmeCss from '../../styles/programme.css?url';
import calendarCss from '../../styles/programme-calendar.css?url';
import { routeMeta } from '../../seo/route-meta';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: programmeCss },
  { rel: 'stylesheet', href: calendarCss },
];

/** "Now" is the programme clock (CLOCK_START), or `?at=` to show a past week as if it were running. */
export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const query = readCalendarQuery(new URL(args.request.url).searchParams);
  return getWeekCalendar(db, {
    week: query.week,
    now: query.at ?? config.now(),
    timezone: config.timezone,
    viewer: await getUser(args),
  });
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('calendar.title'), description: t('calendar.metaDescription') });
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const { search } = useLocation();
  const calendar = loaderData;
  const { weeks, week } = calendar;
  const range = (monday: string) => {
    const sunday = new Date(`${monday}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + 6);
    return formatDateRange(`${monday}T12:00:00Z`, sunday, locale, tz);
  };
  // Week links keep the other parameters (`at`), so a demo "now" survives paging.
  const weekHref = (monday: string) => {
    const query = new URLSearchParams(search);
    query.set('week', monday);
    return `?${query}`;
  };
  const index = week ? weeks.indexOf(week) : -1;
  const empty = calendar.days.every((d) => d.placed.length === 0 && d.multiDay.length === 0);

  return (
    <>
      <ProgrammeHeader
        area="week"
        title={t('calendar.title')}
        lead={t('calendar.lead')}
        feedLabel={t('calendar.feed')}
        actions={
          <Link to={href('AllEvents', {}, locale)} className="button button-ghost button-small">
            {t('calendar.toList')}
          </Link>
        }
      />
      <div className="container programme-body area-week">
        {!week ? (
          <p className="empty-state">{t('calendar.emptyAll')}</p>
        ) : (
          <>
            <nav className="cal-weeks" aria-label={t('calendar.weeks')}>
              {index > 0 ? (
                <Link to={weekHref(weeks[index - 1]!)} className="cal-week-step" aria-label={t('calendar.previousWeek')}>
                  ‹
                </Link>
              ) : null}
              <ol role="list">
                {weeks.map((w) => (
                  <li key={w}>
                    <Link to={weekHref(w)} aria-current={w === week ? 'page' : undefined} preventScrollReset>
                      {range(w)}
                    </Link>
                  </li>
                ))}
              </ol>
              {index < weeks.length - 1 ? (
                <Link to={weekHref(weeks[index + 1]!)} className="cal-week-step" aria-label={t('calendar.nextWeek')}>
                  ›
                </Link>
              ) : null}
            </nav>
            <p className="cal-hint">{t('calendar.keyboardHint')}</p>
            {empty ? (
              <p className="empty-state">{t('calendar.emptyWeek')}</p>
            ) : (
              <>
                <WeekGrid calendar={calendar} label={t('calendar.grid', { range: range(week) })} />
                <WeekAgenda calendar={calendar} label={t('calendar.agenda', { range: range(week) })} />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
