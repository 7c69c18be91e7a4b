/**
 * Links by route name, and the way back from a URL to its route: the locale switch uses both
 * to keep the visitor on the same page in the other language. The routes known are the public
 * site's (site-route-table.ts); the admin area's join them when admin-route-paths.ts is loaded,
 * as route-table.ts, the admin screens and so the server do (decision 204).
 */
import { matchPath as matchPattern } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Locale } from './locale';
import type { RouteName, routeTable } from './route-table';
import { siteRouteTable, type RouteEntry, type SiteRouteName } from './site-route-table';

/** The routes known so far: the public site's, and the admin area's once they are added. */
const known: Partial<Record<RouteName, RouteEntry>> = { ...siteRouteTable };

type ParamValue = string | number;
type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type RequiredName<S> = S extends `:${infer N}` ? (N extends `${string}?` ? never : N) : never;
type OptionalName<S> = S extends `:${infer N}?` ? N : S extends '*' ? '*' : never;
type Pattern<N extends RouteName> = (typeof routeTable)[N]['cs'];

/** The parameters a route's path takes: `id` is required, `slug?` optional. */
export type RouteParams<N extends RouteName> = { [K in RequiredName<Segments<Pattern<N>>>]: ParamValue } & {
  [K in OptionalName<Segments<Pattern<N>>>]?: ParamValue | null;
};

type HrefArgs<N extends RouteName> = [RequiredName<Segments<Pattern<N>>>] extends [never]
  ? [params?: RouteParams<N>, locale?: Locale]
  : [params: RouteParams<N>, locale?: Locale];

/**
 * The path of a named route in a locale: `href('ProfSeminarDetail', { id: 12, slug: 'ai' }, 'en')`
 * gives `/en/professional-seminars/12/ai`. An empty optional parameter drops its segment. Of the
 * public site's routes; admin-route-paths.ts gives the admin area's too.
 */
export function href<N extends SiteRouteName>(name: N, ...args: HrefArgs<N>): string {
  return anyHref(name, ...args);
}

/** `href` of any route known (admin-route-paths.ts's, once it has added the admin area's). */
export function anyHref<N extends RouteName>(name: N, ...[params, locale = DEFAULT_LOCALE]: HrefArgs<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  const entry = known[name];
  if (!entry) throw new Error(`href(${name}): a route of the admin area, whose table is not loaded (admin-route-paths.ts)`);
  const pattern: string = entry[locale];
  const segments: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    if (segment === '*') {
      const rest = values['*'];
      if (rest != null && rest !== '') segments.push(String(rest).replace(/^\/+/, ''));
      continue;
    }
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = values[key];
    if (value == null || value === '') {
      if (optional) continue;
      throw new Error(`href(${name}): missing parameter "${key}"`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  const path = `/${segments.join('/')}`;
  // Keep the table's trailing slash of /en/ so links and the canonical URL agree.
  return pattern.endsWith('/') && !path.endsWith('/') ? `${path}/` : path;
}

export type RouteMatch = Readonly<{ name: RouteName; params: Readonly<Record<string, string>>; locale: Locale }>;

// Specific routes before the catch-alls, English before Czech (the Czech splat matches /en/... too),
// and of two catch-alls the longer first (/microsite/* before /*).
const isSplat = (pattern: string) => pattern.endsWith('*');
const sortedCandidates = () =>
  (Object.keys(known) as RouteName[])
    .flatMap((name) => LOCALES.map((locale) => ({ name, locale, pattern: known[name]![locale] })))
    .sort(
      (a, b) =>
        Number(isSplat(a.pattern)) - Number(isSplat(b.pattern)) ||
        Number(b.locale === 'en') - Number(a.locale === 'en') ||
        (isSplat(a.pattern) ? b.pattern.length - a.pattern.length : 0),
    );
let candidates = sortedCandidates();

/**
 * Pathnames already matched. React Router's `matchPath` compiles its pattern into a RegExp on
 * every call, and a detail page's path is tried against about a hundred patterns before it
 * matches (0.25-0.3 ms); a page asks several times per request (its text packs, its
 * alternate-language links, the language switch). Cleared when full, so odd addresses cannot
 * grow it.
 */
const matched = new Map<string, RouteMatch>();
const MATCHED_MAX = 2000;

/**
 * Adds routes to those known (admin-route-paths.ts adds the admin area's): links to them, and
 * paths matched from now on, a path matched before (as the catch-all) included.
 */
export function addRoutes(routes: Partial<Record<RouteName, RouteEntry>>): void {
  Object.assign(known, routes);
  candidates = sortedCandidates();
  matched.clear();
}

/** The named route a pathname belongs to, with its decoded parameters and locale (frozen: shared). */
export function matchPath(pathname: string): RouteMatch {
  const known = matched.get(pathname);
  if (known) return known;
  const found = findRoute(pathname);
  if (matched.size >= MATCHED_MAX) matched.clear();
  matched.set(pathname, found);
  return found;
}

function findRoute(pathname: string): RouteMatch {
  const locale = localeFromPath(pathname);
  for (const c of candidates) {
    if (c.locale !== locale) continue;
    const m = matchPattern(c.pattern, pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(m.params)) if (value !== undefined && value !== '') params[key] = decode(value);
    return Object.freeze({ name: c.name, params: Object.freeze(params), locale });
  }
  // Unreachable while the table has a catch-all per locale.
  return Object.freeze({ name: 'NotFound' as const, params: Object.freeze({}), locale });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The same page in another language: `/odborne-seminare/12/ai` <-> `/en/professional-seminars/12/ai`.
 * An unknown page maps to the other language's home page.
 */
export function alternatePath(pathname: string, target: Locale): string {
  const m = matchPath(pathname);
  if (m.name === 'NotFound') return href('Home', {}, target);
  const byName = anyHref as (name: RouteName, params: Record<string, string>, locale: Locale) => string;
  return byName(m.name, m.params, target);
}

/** React Router route id of a route in one locale, as the spec names them (`Home___cs`). */
export function routeId(name: RouteName, locale: Locale): string {
  return `${name}___${locale}`;
}

/** The reverse of routeId, for a route known (the admin area's once added). */
export function parseRouteId(id: string): { name: RouteName; locale: Locale } | null {
  const m = /^(\w+)___(cs|en)$/.exec(id);
  if (!m || !Object.hasOwn(known, m[1]!)) return null;
  return { name: m[1] as RouteName, locale: m[2] as Locale };
}
