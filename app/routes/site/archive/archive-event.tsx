import { redirect } from 'react-router';
import type { Route } from './+types/archive-event';
import { getProgrammeEvent } from '../../../../core/programme/get-programme-event';
import { findEventMaterials } from '../../../../core/programme/find-event-materials';
import { EVENT_TYPE } from '../../../../core/events/event-types';
import { pageSearch } from '../../../auth/redirect-to';
import { getUser } from '../../../auth/session.server';
import { appContext } from '../../../context';
import { Breadcrumbs } from '../../../components/programme/breadcrumbs';
import {
  EventAccessNote,
  EventContent,
  EventFacts,
  EventHeroImage,
  EventSummary,
  preloadEventParts,
} from '../../../components/programme/event-sections';
import { eventHref } from '../../../i18n/event-href';
import { localeFromPath } from '../../../i18n/locale';
import { localized } from '../../../i18n/localized';
import { href } from '../../../i18n/route-paths';
import { useLocale, useT } from '../../../i18n/use-t';
import programmeCss from '../../../styles/programme.css?url';
import { errorMeta, routeMeta } from '../../../seo/route-meta';
import { orNotFound, parseDetailId } from '../../not-found';
import { RouteError } from '../discover/route-error';
import { archivedEditionOf } from './archive-edition.server';
import '../../../styles/archive.css';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

/**
 * An event of a past edition, read-only (decision 162): what it was, when and where, who spoke,
 * its materials and recordings; no sign-up, star, livestream or edit. The address is canonical
 * like today's event pages (301 to the right slug); an event of another edition is 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  const deps = context.get(appContext);
  const { db, config, clock } = deps;
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  const locale = localeFromPath(pathname);
  const id = parseDetailId(params.id);
  const edition = await archivedEditionOf(deps, params.year, href('Home', {}, locale));
  const viewer = await getUser(args);
  const event = await orNotFound(getProgrammeEvent(db, { id, viewer, timezone: config.timezone, edition: edition.id }));
  const canonical = eventHref(event, locale, edition.year);
  if (canonical !== pathname) throw redirect(canonical + pageSearch(url), 301);
  const materials = event.published
    ? await findEventMaterials(db, { eventId: event.id, end: new Date(event.end), now: clock() })
    : null;
  return { edition, event, materials };
}

/** A navigation renders the page with the scripts of the parts it shows (decision 209), not before them. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadEventParts(data, localeFromPath(new URL(request.url).pathname));
  return data;
}

// Restricted events are shown to their audience (decision 027): the answer depends on the session.
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const data = args.loaderData;
  if (!data) return errorMeta(args.error, locale);
  const { event, edition } = data;
  return routeMeta(args, {
    title: `${localized(event.name, event.name_en, locale)} (${edition.year})`,
    image: (event.image ?? event.organiser?.logo)?.url ?? null,
    type: 'event',
    alternates: { cs: eventHref(event, 'cs', edition.year), en: eventHref(event, 'en', edition.year) },
    robots: event.published ? undefined : 'noindex',
  });
}

export default function ArchiveEvent({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { event, edition, materials } = loaderData;
  const name = localized(event.name, event.name_en, locale);
  const area =
    event.type === EVENT_TYPE.seminar ? 'seminars' : event.type === EVENT_TYPE.conference ? 'conference' : 'accompanying';
  return (
    <article className={`event-page area-${area}`}>
      <header className="event-hero">
        <div className="container event-hero-grid">
          <div className="event-hero-text">
            <Breadcrumbs
              items={[
                { label: t('nav.home'), to: href('Home', {}, locale) },
                { label: t('archive.title'), to: href('ArchiveIndex', {}, locale) },
                {
                  label: localized(edition.name, edition.name_en, locale),
                  to: href('ArchiveHome', { year: edition.year }, locale),
                },
                { label: name },
              ]}
            />
            <p className="archive-over" role="note">
              {t('archive.over')}
            </p>
            <EventAccessNote event={event} />
            <h1 className="event-title">{name}</h1>
            <EventSummary event={event} />
          </div>
          <EventHeroImage event={event} />
        </div>
      </header>
      <div className="container event-layout">
        <aside className="event-aside" aria-label={t('programme.details')}>
          <EventFacts event={event} showLogo={Boolean(event.image)} />
        </aside>
        <div className="event-main">
          <EventContent event={event} materials={materials} />
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
