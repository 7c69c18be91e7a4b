import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { SiteSetting } from '../../core/site/get-site-setting';
import { LOCALES, localeFromPath, type Locale } from '../i18n/locale';
import { localized } from '../i18n/localized';
import { createT } from '../i18n/translate';
import { absoluteUrl } from './absolute-url';
import { pageMeta, type PageMetaInput } from './page-meta';

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
};

export type RouteMetaInput = {
  /** The page's name, followed by " | " and the site's (or the admin area's) name; a function gets the site's name and gives the whole title. */
  title: string | ((siteName: string) => string);
  /** Required on the site; the admin area has its own. */
  description?: string;
  /** The page's own address when it is not the one being read (location.pathname). */
  pathname?: string;
  image?: string | null;
  type?: PageMetaInput['type'];
  /**
   * The page's own URL per language when it is not simply the same route in the other
   * language (content pages are separate pages per language); a missing language gets no
   * hreflang link.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** Keeps the page out of search results: 'noindex', or 'noindex, follow' for lists of links. */
  robots?: string;
};

type Layout = { origin: string | undefined; siteName: string; suffix: string; description?: string; robots?: string };

/** What the layout around the page tells its meta: the origin for absolute links and the names in the title. */
function layoutOf(matches: MetaArgs['matches'], locale: Locale): Layout {
  const t = createT(locale);
  const data = (id: string) =>
    matches.find((m) => m?.id === id)?.loaderData as { setting?: SiteSetting; origin?: string } | undefined;
  const admin = data('admin');
  if (admin) {
    // Admin screens never belong in search results.
    const siteName = t('meta.siteFallback');
    return {
      origin: admin.origin,
      siteName,
      suffix: t('admin.title'),
      description: t('admin.metaDescription'),
      robots: 'noindex',
    };
  }
  const site = data('site');
  const siteName = site?.setting ? localized(site.setting.name, site.setting.name_en, locale) : t('meta.siteFallback');
  return { origin: site?.origin, siteName, suffix: siteName };
}

/**
 * The meta of every page: pageMeta with the site's name and origin from the layout around it,
 * the title followed by that name, and the alternates and robots the page asks for. Without
 * the layout's data (an error upstream) only the title and description are given.
 */
export function routeMeta({ matches, location }: MetaArgs, page: RouteMetaInput): MetaDescriptor[] {
  const locale = localeFromPath(location.pathname);
  const layout = layoutOf(matches, locale);
  const title = typeof page.title === 'function' ? page.title(layout.siteName) : `${page.title} | ${layout.suffix}`;
  const description = page.description ?? layout.description ?? '';
  const robotsValue = page.robots ?? layout.robots;
  const robots = robotsValue ? [{ name: 'robots', content: robotsValue }] : [];
  const { origin } = layout;
  if (!origin) return [{ title }, { name: 'description', content: description }, ...robots];
  const meta = pageMeta({
    title,
    description,
    pathname: page.pathname ?? location.pathname,
    locale,
    origin,
    siteName: layout.siteName,
    image: page.image,
    type: page.type,
  });
  return [...withAlternates(meta, page.alternates, origin), ...robots];
}

function withAlternates(meta: MetaDescriptor[], alternates: RouteMetaInput['alternates'], origin: string): MetaDescriptor[] {
  if (!alternates) return meta;
  const abs = (path: string) => absoluteUrl(path, origin);
  const fallback = alternates.cs ?? LOCALES.map((l) => alternates[l]).find(Boolean);
  return meta.flatMap((d) => {
    if (!('hrefLang' in d) || d.rel !== 'alternate') return [d];
    const lang = d.hrefLang as string;
    const path = lang === 'x-default' ? fallback : alternates[lang as Locale];
    return path ? [{ ...d, href: abs(path) }] : [];
  });
}

/** Title for a screen that failed: "not found" for a 404, "no access" for a 403, else "Error"; never indexed. */
export function errorMeta(error: unknown, locale: Locale): MetaDescriptor[] {
  const t = createT(locale);
  const status = isRouteErrorResponse(error) ? error.status : null;
  const title = status === 404 ? t('error.notFoundTitle') : status === 403 ? t('error.forbiddenTitle') : t('error.title');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/**
 * A layout's meta: when a screen under it failed, its own meta is not used (a guard's 403 page
 * would have no title), so the layout titles the error page; otherwise the screens title themselves.
 */
export function layoutErrorMeta(args: { error?: unknown; location: { pathname: string } }): MetaDescriptor[] {
  return args.error ? errorMeta(args.error, localeFromPath(args.location.pathname)) : [];
}
