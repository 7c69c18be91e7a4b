import { use } from 'react';
import {
  useLocation,
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  type MetaDescriptor,
} from 'react-router';

type MetaMatch = {
  id: string;
  loaderData: unknown;
  meta: MetaDescriptor[];
  params: Record<string, string | undefined>;
  pathname: string;
  handle: unknown;
  error: unknown;
};

type MetaFunctionOf = (args: {
  loaderData: unknown;
  params: MetaMatch['params'];
  location: ReturnType<typeof useLocation>;
  matches: MetaMatch[];
  error: unknown;
}) => MetaDescriptor[] | undefined;

/**
 * The page's title, meta and link tags from its routes' `meta` exports, as React Router's `Meta`
 * renders them (decision 204): the deepest route that has `meta` decides, given the matches above
 * it with their data and what they gave; below a route that failed, only up to the boundary
 * that shows its error. Ours because React Router's, in every page's shell, also handles what no
 * route of ours gives (`charSet`, `script:ld+json`, the SPA mode, warnings); with ours it is left
 * out. It renders the descriptors our routes give: `title`, `name` or `property` with `content`,
 * `tagName: 'link'` or `'meta'` (root's `<meta charSet>` is written in its layout).
 */
export function Meta() {
  const { routeModules } = use(FrameworkContext)!;
  const { matches: routerMatches } = use(DataRouterStateContext)!;
  const { errors, loaderData } = use(DataRouterDataContext)!;
  const location = useLocation();
  const active = errors
    ? routerMatches.slice(0, routerMatches.findIndex((m) => errors[m.route.id] !== undefined) + 1)
    : routerMatches;
  const error: unknown = errors ? errors[active[active.length - 1]!.route.id] : null;
  let meta: MetaDescriptor[] = [];
  const matches: MetaMatch[] = [];
  for (const { route, params, pathname } of active) {
    const match: MetaMatch = {
      id: route.id,
      loaderData: loaderData[route.id],
      meta: [],
      params,
      pathname,
      handle: route.handle,
      error,
    };
    matches.push(match);
    const routeMeta = routeModules[route.id]?.meta as MetaFunctionOf | MetaDescriptor[] | undefined;
    if (routeMeta)
      meta =
        (typeof routeMeta === 'function'
          ? routeMeta({ loaderData: match.loaderData, params, location, matches, error })
          : [...routeMeta]) || [];
    match.meta = meta;
  }
  return meta.flat().map((descriptor) => {
    if (!descriptor) return null;
    if ('tagName' in descriptor) {
      const { tagName, ...rest } = descriptor;
      const Tag = tagName === 'link' || tagName === 'meta' ? tagName : null;
      return Tag ? <Tag key={JSON.stringify(rest)} {...rest} /> : null;
    }
    if ('title' in descriptor) return <title key="title">{String(descriptor.title)}</title>;
    return <meta key={JSON.stringify(descriptor)} {...descriptor} />;
  });
}
