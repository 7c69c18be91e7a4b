import { Link } from '../../components/ui/link';
import type { Route } from './+types/livestreams';
import { findHalls } from '../../../core/halls/find-halls';
import { hallRef } from '../../../core/halls/hall-slug';
import { findLiveBannerState, findHallsOnAir } from '../../../core/livestreams/find-hall-programme';
import { CONFERENCE_HALL_ID } from '../../../core/halls/conference-hall';
import { appContext } from '../../context';
import { ForgetPassButton } from '../../components/livestreams/forget-pass-button';
import { HallOnAirList } from '../../components/livestreams/hall-on-air';
import { hallHref } from '../../components/livestreams/hall-paths';
import { LiveBanner } from '../../components/livestreams/live-banner';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { plainText } from '../../text/plain-text';
import { cutDescription } from '../../text/cut-description';
import { RouteError } from './discover/route-error';
import { livestreamViewer } from './livestream-access.server';
import { usePrefetch } from '../../components/ui/use-prefetch';
import '../../styles/livestreams.css';

export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const { passCodeId } = await livestreamViewer(args);
  const now = config.now();
  const [halls, banner, onAir] = await Promise.all([
    findHalls(db, { params: new URLSearchParams({ _sort: 'id:asc', _limit: '-1' }), viewer: null, timezone: config.timezone }),
    findLiveBannerState(db, now, config.timezone),
    findHallsOnAir(db, now, config.timezone),
  ]);
  return {
    halls: halls.map((h) => ({
      ...hallRef(h),
      name: localized(h.name, h.name_en, locale),
      conference: h.id === CONFERENCE_HALL_ID,
      teaser: cutDescription(plainText(localized(h.description, h.description_en, locale) ?? '')),
      onAir: onAir.get(h.id) ?? { now: null, next: null },
    })),
    banner,
    now: now.toISOString(),
    hasPass: passCodeId !== null,
  };
}

// The banner and the logout button depend on the passphrase cookie and the clock.
export function headers() {
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  if (args.error) return errorMeta(args.error, locale);
  const t = createT(locale);
  return routeMeta(args, { title: t('live.title'), description: t('live.metaDescription') });
}

export default function Livestreams({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const { halls, banner, hasPass, now } = loaderData;
  return (
    <div className="container discover-page livestreams-page">
      <header className="discover-header">
        <h1>{t('live.title')}</h1>
        <p className="discover-lead">{t('live.lead')}</p>
        {hasPass ? <ForgetPassButton /> : null}
      </header>
      <LiveBanner state={banner} />
      <section aria-labelledby="live-halls">
        <h2 id="live-halls" className="visually-hidden">
          {t('live.halls')}
        </h2>
        {halls.length === 0 ? (
          <p className="empty-state">{t('live.noHalls')}</p>
        ) : (
          <ul className="live-halls" role="list">
            {halls.map((hall) => (
              <li key={hall.id} className="live-hall-card">
                <h3 className="live-hall-name">
                  <Link prefetch={prefetch} to={hallHref(hall, locale)} className="card-link">
                    {hall.name}
                  </Link>
                </h3>
                {hall.conference ? <p className="live-hall-badge">{t('live.conferenceHall')}</p> : null}
                <HallOnAirList onAir={hall.onAir} now={now} />
                {hall.teaser ? <p className="live-hall-teaser">{hall.teaser}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
