/**
 * Links by route name, and the way back from a URL to its route: the locale switch uses both
 * to keep the visitor on the same page in the other language.
 */
import { matchPath as matchPattern } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Locale } from './locale';
import { routeNames, routeTable, type RouteName } from './route-table';

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
 * gives `/en/professional-seminars/12/ai`. An empty optional parameter drops its segment.
 */
export function href<N extends RouteName>(name: N, ...[params, locale = DEFAULT_LOCALE]: HrefArgs<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  const pattern: string = routeTable[name][locale];
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
const candidates = routeNames
  .flatMap((name) => LOCALES.map((locale) => ({ name, locale, pattern: routeTable[name][locale] as string })))
  .sort(
    (a, b) =>
      Number(isSplat(a.pattern)) - Number(isSplat(b.pattern)) ||
      Number(b.locale === 'en') - Number(a.locale === 'en') ||
      (isSplat(a.pattern) ? b.pattern.length - a.pattern.length : 0),
  );

/**
 * Pathnames already matched. React Router's `matchPath` compiles its pattern into a RegExp on
 * every call, and a detail page's path is tried against about a hundred patterns before it
 * matches (0.25-0.3 ms); a page asks several times per request (its text packs, its
 * alternate-language links, the language switch). Cleared when full, so odd addresses cannot
 * grow it.
 */
const matched = new Map<string, RouteMatch>();
const MATCHED_MAX = 2000;

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
  const byName = href as (name: RouteName, params: Record<string, string>, locale: Locale) => string;
  return byName(m.name, m.params, target);
}
