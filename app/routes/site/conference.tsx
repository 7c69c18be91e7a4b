import type { Route } from './+types/conference';
import { hallStreamOf } from '../../../core/livestreams/live-stream-of';
import { getConferenceProgramme } from '../../../core/programme/get-conference-programme';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { ConferenceTimeline } from '../../components/programme/conference-timeline';
import { BUILDING, CALENDAR, LineIcon } from '../../components/programme/line-icon';
import { ProgrammeHeader } from '../../components/programme/programme-header';
import { formatDate } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import programmeCss from '../../styles/programme.css?url';
import { routeMeta } from '../../seo/route-meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const programme = await getConferenceProgramme(db, { timezone: config.timezone, viewer: await getUser(args) });
  // The panel in progress links to its hall's stream (by the programme's clock, in the browser too).
  const liveStreams = programme.entries.flatMap((e) => {
    const stream = e.kind === 'panel' ? hallStreamOf(e.panel) : null;
    return stream && e.kind === 'panel' ? [{ panelId: e.panel.id, stream }] : [];
  });
  return { programme, liveStreams };
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  const first = args.loaderData?.programme.entries.find((e) => e.kind === 'panel');
  const image = first?.kind === 'panel' ? first.panel.image?.url : null;
  return routeMeta(args, { title: t('conference.title'), description: t('conference.metaDescription'), image });
}

export default function Conference({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const { programme } = loaderData;
  const hall = firstHall(programme);

  return (
    <>
      <ProgrammeHeader
        area="conference"
        title={t('conference.title')}
        lead={t('conference.lead')}
        facts={
          programme.start ? (
            <>
              <p className="programme-fact">
                <LineIcon d={CALENDAR} />
                {formatDate(programme.start, locale, tz)}
              </p>
              {hall ? (
                <p className="programme-fact">
                  <LineIcon d={BUILDING} />
                  {localized(hall.name, hall.name_en, locale)}
                </p>
              ) : null}
            </>
          ) : null
        }
      />
      <div className="container programme-body area-conference">
        {programme.entries.length === 0 ? (
          <p className="empty-state">{t('conference.empty')}</p>
        ) : (
          <ConferenceTimeline programme={programme} liveStreams={loaderData.liveStreams} />
        )}
      </div>
    </>
  );
}

function firstHall(programme: Route.ComponentProps['loaderData']['programme']) {
  for (const e of programme.entries) if (e.kind === 'panel' && e.panel.hall) return e.panel.hall;
  return null;
}
