import { useNavigation } from 'react-router';
import type { Route } from './+types/archive-home';
import { findAllSessions } from '../../../../core/programme/find-all-sessions';
import { findEditionSupporters } from '../../../../core/site/get-homepage';
import { readAllSessionsFilters } from '../../../../core/programme/programme-filters';
import { getUser } from '../../../auth/session.server';
import { appContext } from '../../../context';
import { ArchiveHeader } from '../../../components/archive/archive-header';
import { FilterForm } from '../../../components/programme/filter-form';
import { SessionFilters } from '../../../components/programme/session-filters';
import { ProgrammeDayGroups } from '../../../components/programme/programme-day-groups';
import { CalendarLink } from '../../../components/programme/calendar-link';
import { feedHref } from '../../../components/programme/calendar-feeds';
import { localeFromPath } from '../../../i18n/locale';
import { localized } from '../../../i18n/localized';
import { href } from '../../../i18n/route-paths';
import { createT } from '../../../i18n/translate';
import { useLocale, useT } from '../../../i18n/use-t';
import programmeCss from '../../../styles/programme.css?url';
import { errorMeta, routeMeta } from '../../../seo/route-meta';
import { RouteError } from '../discover/route-error';
import { PatronCarousel } from '../../../components/patron-carousel';
import { PartnerLogos } from '../home/partner-logos';
import { withPatronProfiles } from '../home/patron-profiles.server';
import { archivedEditionOf } from './archive-edition.server';
import '../../../styles/archive.css';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

/**
 * A past edition's home (decision 162): its name, dates and whole programme by day, filtered as
 * All sessions is, less what only a running week has (upcoming, starting soon, free seats); then
 * that edition's patrons and partners as the home page shows them (decision 172).
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  const deps = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const edition = await archivedEditionOf(deps, params.year, href('Home', {}, locale));
  const filters = { ...readAllSessionsFilters(new URL(request.url).searchParams), upcoming: false, soon: false, seats: false };
  const { config, db, readMemo } = deps;
  const [sessions, supporters] = await Promise.all([
    findAllSessions(db, {
      filters,
      now: config.now(),
      timezone: config.timezone,
      viewer: await getUser(args),
      edition: edition.id,
    }),
    findEditionSupporters(db, { edition: edition.id, memo: readMemo }),
  ]);
  const patrons = await withPatronProfiles(db, readMemo, supporters.patrons);
  return { edition, ...sessions, patrons, partnerGroups: supporters.partnerGroups };
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const edition = args.loaderData?.edition;
  if (!edition) return errorMeta(args.error, locale);
  const t = createT(locale);
  return routeMeta(args, {
    title: localized(edition.name, edition.name_en, locale),
    description: t('archive.metaDescription'),
    alternates: { cs: href('ArchiveHome', { year: edition.year }, 'cs'), en: href('ArchiveHome', { year: edition.year }, 'en') },
  });
}

export default function ArchiveHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { edition, items, days, halls, filters, total, patrons, partnerGroups } = loaderData;
  const busy = useNavigation().state === 'loading';
  const filtered = filters.day !== null || filters.area !== null || filters.hallId !== null || filters.text !== null;
  const what = t('count.events', { count: items.length });
  return (
    <>
      <ArchiveHeader edition={edition} title={localized(edition.name, edition.name_en, locale)} />
      <div className="container programme-body area-week">
        <p className="archive-feed">
          <CalendarLink href={feedHref('week', locale, edition.year)} label={t('archive.feed')} />
        </p>
        {total === 0 ? (
          <p className="empty-state">{t('archive.programmeEmpty')}</p>
        ) : (
          <>
            <FilterForm
              summary={filtered ? t('allSessions.showingOf', { what, total }) : t('programme.showing', { what })}
              active={filtered}
            >
              <SessionFilters filters={filters} days={days} halls={halls} />
            </FilterForm>
            {items.length === 0 ? (
              <p className="empty-state">{t('accompanying.empty')}</p>
            ) : (
              <ProgrammeDayGroups items={items} filterDay={filters.day} busy={busy} showArea />
            )}
          </>
        )}
      </div>
      <PatronCarousel patrons={patrons} />
      <PartnerLogos groups={partnerGroups} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
