import { Link } from '../../components/ui/link';
import { Form } from '../../components/ui/form';
import type { Route } from './+types/search';
import { findSearchResults } from '../../../core/discover/find-search-results';
import { SEARCH_MAX_LENGTH } from '../../../core/search/search-limits';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { eventHref } from '../../components/programme/event-paths';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { speakerHref } from '../../i18n/archive-links';
import { publicEditions } from './archive/archive-edition.server';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { RouteError } from './discover/route-error';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { usePrefetch } from '../../components/ui/use-prefetch';
import '../../styles/discover.css';

/**
 * The search box's results as a page: where the box submits without JavaScript, and a shareable
 * URL. `edition` (a year) searches an archived edition and links its archive pages (decision
 * 162); without it, or with another year, the current edition.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const deps = context.get(appContext);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const text = (url.searchParams.get('q') ?? '').trim();
  const max = SEARCH_MAX_LENGTH;
  const editions = (await publicEditions(deps)).map(({ year, name, name_en, state }) => ({ year, name, name_en, state }));
  const archived = (await publicEditions(deps)).find(
    (e) => e.state === 'archived' && String(e.year) === url.searchParams.get('edition'),
  );
  const year = archived?.year ?? null;
  const base = { text, max, editions, year };
  if (!text) return { ...base, tooLong: false, hits: null };
  if (text.length > max) return { ...base, tooLong: true, hits: null };
  const hits = await findSearchResults(deps.db, {
    text,
    viewer: await getUser(args),
    ...(archived ? { edition: archived.id } : {}),
  });
  return {
    ...base,
    tooLong: false,
    hits: hits.map((hit) =>
      hit.collectionType === 'Event'
        ? {
            key: `e${hit.collectionId}`,
            type: 'Event' as const,
            name: localized(hit.name, hit.name_en, locale),
            to: eventHref({ id: hit.collectionId, slug: hit.slug, slug_en: hit.slug_en, type: hit.eventtype }, locale, year),
          }
        : {
            key: `s${hit.collectionId}`,
            type: 'speaker' as const,
            name: hit.name,
            to: speakerHref({ id: hit.collectionId, slug: hit.slug }, locale, year),
          },
    ),
  };
}

// The events listed depend on who asks (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const { location, loaderData, error } = args;
  const locale = localeFromPath(location.pathname);
  if (error) return errorMeta(error, locale);
  const t = createT(locale);
  const title = loaderData?.text ? t('search.resultsFor', { text: loaderData.text }) : t('search.title');
  // Result lists are for visitors, not for search engines.
  return routeMeta(args, { title, description: t('search.metaDescription'), robots: 'noindex, follow' });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const prefetch = usePrefetch();
  const locale = useLocale();
  const { text, max, tooLong, hits, editions, year } = loaderData;
  return (
    <div className="container discover-page search-page">
      <header className="discover-header">
        <h1>{text ? t('search.resultsFor', { text }) : t('search.title')}</h1>
        <p className="discover-lead">{t('search.hint')}</p>
      </header>
      <Form method="get" role="search" className="search-page-form">
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          defaultValue={text}
          key={text}
          placeholder={t('search.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'search-page-error' : undefined}
          autoComplete="off"
        />
        {editions.length > 1 ? (
          <>
            <label htmlFor="search-page-edition" className="visually-hidden">
              {t('editions.title')}
            </label>
            <select id="search-page-edition" name="edition" defaultValue={year ?? ''} key={year ?? ''}>
              {editions.map((e) => (
                <option key={e.year} value={e.state === 'current' ? '' : e.year}>
                  {e.state === 'current' ? t('editions.current', { year: e.year }) : localized(e.name, e.name_en, locale)}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
        {tooLong ? (
          <p id="search-page-error" className="field-error">
            {t('search.tooLong', { max })}
          </p>
        ) : null}
      </Form>
      {hits ? (
        hits.length === 0 ? (
          <p className="empty-state" role="status">
            {t('search.none')}
          </p>
        ) : (
          <>
            <p className="discover-count" role="status">
              {t('search.count', { count: hits.length })}
              {year === null ? null : ` ${t('editions.searchIn', { year })}`}
            </p>
            <ul className="search-results" role="list">
              {hits.map((hit) => (
                <li key={hit.key}>
                  <Link prefetch={prefetch} to={hit.to} className="search-result">
                    <span className={`search-type search-type-${hit.type === 'Event' ? 'event' : 'speaker'}`}>
                      {hit.type === 'Event' ? t('search.typeEvent') : t('search.typeSpeaker')}
                    </span>
                    <span className="search-result-name">{hit.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
