import { Link } from '../../../components/ui/link';
import type { Route } from './+types/archive-index';
import { appContext } from '../../../context';
import { useEditionDates } from '../../../components/archive/archive-header';
import { Breadcrumbs } from '../../../components/programme/breadcrumbs';
import { localeFromPath } from '../../../i18n/locale';
import { localized } from '../../../i18n/localized';
import { href } from '../../../i18n/route-paths';
import { createT } from '../../../i18n/translate';
import { useLocale, useT } from '../../../i18n/use-t';
import { usePrefetch } from '../../../components/ui/use-prefetch';
import { routeMeta } from '../../../seo/route-meta';
import { publicEditions } from './archive-edition.server';
import '../../../styles/discover.css';
import '../../../styles/archive.css';

/** The archived editions, the newest first (decision 162); the current one is today's site. */
export async function loader({ context }: Route.LoaderArgs) {
  const editions = await publicEditions(context.get(appContext));
  return { editions: editions.filter((e) => e.state === 'archived') };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('archive.title'), description: t('archive.metaDescription') });
}

export default function ArchiveIndex({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const dates = useEditionDates();
  const { editions } = loaderData;
  return (
    <div className="container discover-page">
      <header className="discover-header">
        <Breadcrumbs items={[{ label: t('nav.home'), to: href('Home', {}, locale) }, { label: t('archive.title') }]} />
        <h1>{t('archive.title')}</h1>
        <p className="discover-lead">{t('archive.lead')}</p>
      </header>
      {editions.length === 0 ? (
        <p className="empty-state">{t('archive.empty')}</p>
      ) : (
        <ul className="archive-editions" role="list">
          {editions.map((e) => (
            <li key={e.id} className="archive-edition">
              <h2 className="archive-edition-name">
                <Link prefetch={prefetch} to={href('ArchiveHome', { year: e.year }, locale)} className="card-link">
                  {localized(e.name, e.name_en, locale)}
                </Link>
              </h2>
              <p className="archive-edition-dates">{dates(e)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
