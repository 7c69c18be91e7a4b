import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/fair';
import { findFairExhibitors } from '../../../core/discover/find-fair-exhibitors';
import { appContext } from '../../context';
import { Image, sizesAtHeight } from '../../components/ui/image';
import { intlLocale, localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { exhibitorHref } from '../../components/programme/exhibitor-paths';
import { href } from '../../i18n/route-paths';
import { editionOfPage } from './archive/archive-edition.server';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { cutDescription } from '../../text/cut-description';
import { plainText } from '../../text/plain-text';
import { RouteError } from './discover/route-error';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { usePrefetch } from '../../components/ui/use-prefetch';
import '../../styles/discover.css';

/** Today's fair (every public exhibitor), or at `ArchiveFair` those with an archived edition's events (decision 162). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const deps = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const edition = await editionOfPage(deps, params, href('InnoFairs', {}, locale));
  const exhibitors = await findFairExhibitors(deps.db, edition.year === null ? {} : { edition: edition.ref });
  const collator = new Intl.Collator(intlLocale(locale));
  // Only the teaser travels to the page, cut on the visible text (never inside a tag or word).
  const cards = exhibitors.map((e) => ({
    id: e.id,
    slug: e.slug,
    slug_en: e.slug_en,
    name: localized(e.name, e.name_en, locale),
    logo: e.logo,
    teaser: cutDescription(plainText(localized(e.description, e.description_en, locale))),
  }));
  return { exhibitors: cards.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id), edition: edition.edition };
}

export function meta(args: Route.MetaArgs) {
  const { location, error } = args;
  const locale = localeFromPath(location.pathname);
  if (error) return errorMeta(error, locale);
  const t = createT(locale);
  const edition = args.loaderData?.edition;
  return routeMeta(args, {
    title: edition ? t('archive.fairTitle', { year: edition.year }) : t('fair.title'),
    description: t('fair.metaDescription'),
  });
}

export default function Fair({ loaderData }: Route.ComponentProps) {
  return <FairPage loaderData={loaderData} />;
}

/**
 * The page; an archived edition's (archive/archive-fair.tsx) puts its header above, so today's
 * page does not load the archive header's script (decision 181).
 */
export function FairPage({
  loaderData,
  archiveHeader,
}: {
  loaderData: Route.ComponentProps['loaderData'];
  archiveHeader?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const { exhibitors, edition } = loaderData;
  const year = edition?.year ?? null;
  return (
    <>
      {archiveHeader}
      <div className="container discover-page">
        {edition ? (
          exhibitors.length ? (
            <p className="discover-count">{t('fair.count', { count: exhibitors.length })}</p>
          ) : null
        ) : (
          <header className="discover-header">
            <h1>{t('fair.title')}</h1>
            <p className="discover-lead">{t('fair.lead')}</p>
            {exhibitors.length ? <p className="discover-count">{t('fair.count', { count: exhibitors.length })}</p> : null}
            <p className="discover-lead">
              <Link to={href('WidgetDocs', {}, locale)} className="text-link">
                {t('widget.fairLink')}
              </Link>
            </p>
          </header>
        )}
        {exhibitors.length === 0 ? (
          <p className="empty-state">{t(edition ? 'archive.fairEmpty' : 'fair.empty')}</p>
        ) : (
          <ul className="exhibitor-grid" role="list">
            {exhibitors.map((e, i) => (
              <li key={e.id} className="exhibitor-card">
                <div className="exhibitor-logo">
                  {/* The name next to it says whose logo it is. */}
                  {e.logo ? (
                    // The first row is in view on a phone; the rest load as they come near.
                    <Image image={e.logo} alt="" sizes={sizesAtHeight(e.logo, 4)} loading={i < 2 ? 'eager' : 'lazy'} />
                  ) : (
                    <span aria-hidden="true">{e.name.slice(0, 1)}</span>
                  )}
                </div>
                <h2 className="exhibitor-name">
                  <Link prefetch={prefetch} to={exhibitorHref(e, locale, year)} className="card-link">
                    {e.name}
                  </Link>
                </h2>
                {e.teaser ? <p className="exhibitor-teaser">{e.teaser}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
