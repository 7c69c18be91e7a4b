import { Link } from '../../components/ui/link';
import type { Route } from './+types/plenary';
import { getConferenceProgramme } from '../../../core/programme/get-conference-programme';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { CalendarLink } from '../../components/programme/calendar-link';
import { StarToggle } from '../../components/programme/star-toggle';
import { eventCalendarHref, eventHref } from '../../components/programme/event-paths';
import { BUILDING, CALENDAR, PEOPLE, LineIcon } from '../../components/programme/line-icon';
import { ProgrammeHeader } from '../../components/programme/programme-header';
import { SpeakerList } from '../../components/programme/speaker-list';
import { formatDate, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import programmeCss from '../../styles/programme.css?url';
import { routeMeta } from '../../seo/route-meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

/** The conference panels (type 3) the viewer may see, with what this page shows: no descriptions, no breaks. */
export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const programme = await getConferenceProgramme(db, { timezone: config.timezone, viewer: await getUser(args) });
  const panels = programme.entries.flatMap((e) =>
    e.kind === 'panel'
      ? [
          {
            id: e.panel.id,
            type: e.panel.type,
            slug: e.panel.slug,
            slug_en: e.panel.slug_en,
            name: e.panel.name,
            name_en: e.panel.name_en,
            start: e.start,
            end: e.end,
            hall: e.panel.hall,
            speakers: e.panel.speakers,
          },
        ]
      : [],
  );
  return { panels };
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('plenary.title'), description: t('plenary.metaDescription') });
}

export default function Plenary({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const { panels } = loaderData;
  const first = panels[0];
  const hall = panels.find((p) => p.hall)?.hall;

  return (
    <>
      <ProgrammeHeader
        area="conference"
        title={t('plenary.title')}
        lead={t('plenary.lead')}
        facts={
          first ? (
            <>
              <p className="programme-fact">
                <LineIcon d={CALENDAR} />
                {formatDate(first.start, locale, tz)}
              </p>
              {hall ? (
                <p className="programme-fact">
                  <LineIcon d={BUILDING} />
                  {localized(hall.name, hall.name_en, locale)}
                </p>
              ) : null}
              <p className="programme-fact">
                <LineIcon d={PEOPLE} />
                {t('plenary.count', { count: panels.length })}
              </p>
            </>
          ) : null
        }
        actions={
          <Link to={href('InteConferences', {}, locale)} className="button button-ghost button-small">
            {t('plenary.conference')}
          </Link>
        }
      />
      <div className="container programme-body area-conference">
        {panels.length === 0 ? (
          <p className="empty-state">{t('plenary.empty')}</p>
        ) : (
          <ol className="plenary-list" role="list">
            {panels.map((panel, i) => {
              const name = localized(panel.name, panel.name_en, locale);
              const timelineHref = eventHref(panel, locale);
              return (
                <li key={panel.id} className="plenary-panel panel-card" aria-labelledby={`plenary-${panel.id}`}>
                  <p className="plenary-when">
                    <time dateTime={isoDateTime(panel.start)}>{formatTimeRange(panel.start, panel.end, locale, tz)}</time>
                    {panel.hall ? <span>{localized(panel.hall.name, panel.hall.name_en, locale)}</span> : null}
                  </p>
                  <div className="plenary-body">
                    <p className="panel-kicker">{t('plenary.panelNumber', { number: i + 1 })}</p>
                    <h2 id={`plenary-${panel.id}`} className="panel-title">
                      <Link to={timelineHref}>{name}</Link>
                    </h2>
                    <SpeakerList speakers={panel.speakers} label={t('programme.speakers')} loading={i > 0 ? 'lazy' : 'eager'} />
                    <div className="plenary-actions">
                      <Link to={timelineHref} className="text-link" aria-label={t('plenary.inProgrammeOf', { name })}>
                        {t('plenary.inProgramme')}
                      </Link>
                      <StarToggle eventId={panel.id} name={name} />
                      <CalendarLink
                        href={eventCalendarHref(panel.id, locale)}
                        accessibleName={t('programme.addToCalendarOf', { name })}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </>
  );
}
