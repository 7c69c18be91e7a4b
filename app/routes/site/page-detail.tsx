import { redirect } from 'react-router';
import type { Route } from './+types/page-detail';
import { getContentPage } from '../../../core/discover/get-content-page';
import { appContext } from '../../context';
import { isLocale, localeFromPath, type Locale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { cutDescription } from '../../text/cut-description';
import { plainText } from '../../text/plain-text';
import { redirectToCanonical } from './discover/canonical-url';
import { orNotFound, parseDetailId } from '../not-found';
import { RichText } from '../../components/rich-text';
import { RouteError } from './discover/route-error';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import '../../styles/discover.css';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const id = parseDetailId(params.id);
  const answer = await orNotFound(getContentPage(db, { id, locale }));
  // A page written in the other language: its translation, when there is one (spec 4).
  if ('localization' in answer) throw redirect(href('PageDetail', answer.localization, locale), 302);
  const { page } = answer;
  redirectToCanonical(request, params, page, href('PageDetail', { id: page.id, slug: page.slug }, locale));
  const pageLocale = isLocale(page.locale) ? page.locale : 'cs';
  // Each language version is its own page with its own URL; a page without a translation
  // has one language only, wherever it is read.
  const alternates: Partial<Record<Locale, string>> = {
    [pageLocale]: href('PageDetail', { id: page.id, slug: page.slug }, pageLocale),
  };
  for (const l of page.localizations)
    if (isLocale(l.locale)) alternates[l.locale] = href('PageDetail', { id: l.id, slug: l.slug }, l.locale);
  return {
    page: {
      id: page.id,
      name: page.name,
      content: page.content,
      locale: pageLocale,
      summary: cutDescription(plainText(page.content), { max: 155, threshold: 160 }),
    },
    alternates,
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, location, error } = args;
  const locale = localeFromPath(location.pathname);
  const p = loaderData?.page;
  if (!p) return errorMeta(error, locale);
  const alternates = loaderData.alternates;
  return routeMeta(args, {
    title: p.name,
    description: p.summary,
    // An untranslated page read in the other language is the same document as in its own.
    pathname: alternates[locale] ?? alternates[p.locale] ?? location.pathname,
    type: 'article',
    alternates,
  });
}

export default function PageDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page } = loaderData;
  const foreign = page.locale !== locale;
  return (
    <div className="container discover-page">
      {/* Shown in its own language when no translation exists; lang keeps screen readers right. */}
      <article className="content-page" lang={foreign ? page.locale : undefined}>
        {foreign ? (
          <p className="notice" lang={locale}>
            {page.locale === 'cs' ? t('page.onlyCzech') : t('page.onlyEnglish')}
          </p>
        ) : null}
        <h1>{page.name}</h1>
        <RichText html={page.content} />
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
