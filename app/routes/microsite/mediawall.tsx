import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/mediawall';
import { getUser } from '../../auth/session.server';
import { hallRef } from '../../../core/halls/hall-slug';
import { getMediawall, type Mediawall as WallData } from '../../../core/mediawall/get-mediawall';
import { linkQrDataUrl } from '../../../core/mediawall/link-qr';
import { parseOffset, wallNow } from '../../../core/mediawall/wall-state';
import { readPassCookie, verifyPass } from '../../../core/livestreams/pass-cookie';
import { remember } from '../../../core/serialize/read-memo';
import { getSiteSetting } from '../../../core/site/get-site-setting';
import { appContext } from '../../context';
import { hallHref } from '../../components/livestreams/hall-paths';
import { playerUrl } from '../../components/livestreams/player-url';
import { ErrorContent } from '../../components/error-content';
import { DelayNote } from '../../components/programme/delay-note';
import { formatTime, formatTimeRange, formatWeekday, isoDateTime } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { siteOrigin } from '../../seo/site-origin';
import { notFound, orNotFound } from '../not-found';
import { useWakeLock, useWallData, WALL_FADE_MS } from './use-wall-data';
import { WallBrand, WallNotFound, WallQr, type WallLink } from './wall-parts';
import '../../styles/mediawall.css';

export async function loader(args: Route.LoaderArgs) {
  const { db, config, buildVersion, readMemo } = args.context.get(appContext);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const offset = parseOffset(args.params.offset);
  if (offset === null) throw notFound();
  const viewer = await getUser(args);
  const passCodeId = verifyPass(readPassCookie(args.request.headers.get('Cookie')), config.sessionSecret);
  const wall = await orNotFound(
    getMediawall(db, {
      variant: args.params.variant,
      now: wallNow(config.now(), offset),
      timezone: config.timezone,
      version: buildVersion,
      who: { viewer, passCodeId },
    }),
  );
  // The QR codes: each hall's page (its programme, and its stream for a passphrase) and, once
  // the edition is over, the site. A wall's halls are fixed, so they are drawn once per load.
  const origin = siteOrigin(config, args.request);
  const link = async (path: string): Promise<WallLink> => ({ url: origin + path, qr: await linkQrDataUrl(origin + path) });
  const [setting, site, halls] = await Promise.all([
    remember(readMemo, 'site:setting', () => getSiteSetting(db)),
    link(href('Home', {}, locale)),
    Promise.all(wall.halls.map(async (h) => [h.id, await link(hallHref(hallRef(h), locale))] as const)),
  ]);
  return { wall, variant: args.params.variant, offset, setting, links: { site, halls: Object.fromEntries(halls) } };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ location, error }: Route.MetaArgs) {
  const t = createT(localeFromPath(location.pathname));
  return [{ title: t(error ? 'wall.notFoundTitle' : 'wall.title') }, { name: 'robots', content: 'noindex' }];
}

/**
 * A hall's wall display (spec admin-and-widgets 2, 9; decision 030): two halls side by side,
 * what is on and what follows, with their streams. No sign-in, no interaction: it keeps the
 * screen on, hides the cursor and refreshes itself at 15-second marks.
 */
export default function Mediawall({ loaderData }: Route.ComponentProps) {
  const { wall, variant, offset, setting, links } = loaderData;
  const url = `/api/mediawall/${variant}${offset ? `?offset=${offset}` : ''}`;
  const { data, fading, offline } = useWallData(wall, url);
  useWakeLock();
  const t = useT();
  return (
    <main className="wall" data-offline={offline || undefined}>
      <header className="wall-top">
        <WallBrand setting={setting} />
        <WallClock now={wall.now} />
      </header>
      {data.editionOver ? (
        <EditionOver site={links.site} />
      ) : (
        <div className="wall-halls">
          {data.halls.map((hall) => (
            <WallHall key={hall.id} hall={hall} fading={fading} link={links.halls[hall.id]} />
          ))}
        </div>
      )}
      <p className="wall-status" aria-live="polite">
        {offline ? t('wall.offline') : ''}
      </p>
    </main>
  );
}

/**
 * The time and date on the wall's clock (the site's, shifted by the wall's offset), ticking on
 * from the loaded answer: a hall display is where people look for the time.
 */
function WallClock({ now }: { now: string }) {
  const locale = useLocale();
  const tz = useTimeZone();
  const [instant, setInstant] = useState(() => Date.parse(now));
  useEffect(() => {
    const skew = Date.parse(now) - Date.now();
    const timer = window.setInterval(() => setInstant(Date.now() + skew), 1000);
    return () => window.clearInterval(timer);
  }, [now]);
  return (
    <p className="wall-clock">
      <time className="wall-clock-time" dateTime={new Date(instant).toISOString()}>
        {formatTime(instant, locale, tz)}
      </time>
      <span>{formatWeekday(instant, locale, tz)}</span>
    </p>
  );
}

/**
 * Marks the rows of a list that do not fit whole in its height (`data-cut`, hidden by the
 * stylesheet), again when the screen or the list changes: a wall shows as many events as fit
 * and never half of one.
 */
function useWholeRows<T extends HTMLElement>(rows: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const mark = () => {
      const bottom = list.getBoundingClientRect().bottom;
      for (const row of list.children) row.toggleAttribute('data-cut', row.getBoundingClientRect().bottom > bottom + 0.5);
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(list);
    return () => observer.disconnect();
  }, [rows]);
  return ref;
}

/**
 * After the edition's last day (decision 106): thanks, next year, and the site as a QR code,
 * instead of the last programme under a later date.
 */
function EditionOver({ site }: { site: WallLink }) {
  const t = useT();
  return (
    <section className="wall-over" aria-labelledby="wall-over-title">
      <div className="wall-over-text">
        <h1 id="wall-over-title">{t('wall.overTitle')}</h1>
        <p>{t('wall.overNextYear')}</p>
      </div>
      <WallQr link={site} label={t('wall.siteQr')} />
    </section>
  );
}

function WallHall({ hall, fading, link }: { hall: WallData['halls'][number]; fading: boolean; link: WallLink | undefined }) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const name = localized(hall.name, hall.name_en, locale);
  const video = hall.player ? playerUrl(hall.player, { autoplay: true }) : null;
  const featured = hall.featured;
  const list = useWholeRows<HTMLOListElement>(hall.upcoming);
  return (
    <section className="wall-hall" aria-label={name}>
      <h1 className="wall-hall-name">{name}</h1>
      <div className="wall-video">
        {/* Outside the fading part and keyed by its address: a refresh never restarts the stream. */}
        {video ? <iframe key={video} src={video} title={t('live.player', { hall: name })} allow="autoplay; fullscreen" /> : null}
      </div>
      {/* A full hall (decision 130) sends passers-by to its stream: the same code, named for it. */}
      {link ? <WallQr link={link} label={t(hall.full ? 'wall.fullQr' : 'wall.hallQr')} /> : null}
      <div className="wall-programme" style={{ opacity: fading ? 0 : 1, transition: `opacity ${WALL_FADE_MS / 2}ms ease` }}>
        {hall.full ? <p className="wall-full">{t('wall.full')}</p> : null}
        <p className={`wall-headline wall-headline-${hall.headline}`}>
          {/* 'Proběhlo' with the last event once nothing is in progress or ahead (admin-and-widgets.md 2). */}
          {t(`wall.${hall.headline}`)}
        </p>
        {featured ? (
          <div className="wall-featured">
            <p className="wall-featured-time">
              <time dateTime={isoDateTime(featured.start)}>{formatTimeRange(featured.start, featured.end, locale, tz)}</time>
              {featured.delay ? <DelayNote delay={featured.delay} className="wall-delay" /> : null}
            </p>
            <p className="wall-featured-name">{localized(featured.name, featured.name_en, locale)}</p>
            {featured.organiser ? <p className="wall-featured-organiser">{featured.organiser}</p> : null}
          </div>
        ) : null}
        {hall.upcoming.length ? (
          <ol ref={list} className="wall-upcoming" aria-label={t('wall.later')}>
            {hall.upcoming.map((e) => (
              <li key={e.id}>
                <span className="wall-upcoming-when">
                  <time dateTime={isoDateTime(e.start)}>{formatTimeRange(e.start, e.end, locale, tz)}</time>
                  {e.delay ? <DelayNote delay={e.delay} className="wall-delay" /> : null}
                </span>
                <span className="wall-upcoming-name">{localized(e.name, e.name_en, locale)}</span>
                {e.organiser ? <span className="wall-upcoming-organiser">{e.organiser}</span> : null}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A wall's own error screen: an unknown variant (or any other 404) says so on the wall's dark
 * screen, without the site's header and footer a hall screen cannot use.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <WallNotFound />;
  return (
    <main id="main" className="bare-error">
      <ErrorContent error={error} />
    </main>
  );
}
