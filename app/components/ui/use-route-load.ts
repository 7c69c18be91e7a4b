import { useCallback, useContext, useEffect, useId } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router';

/**
 * React Router's `useFetcher()` for its `load` and `data` alone: the answer of a loader asked
 * for beside the page (My programme's events for a guest's stars), through the router's own
 * fetcher, as `useFetcher` does. `useFetcher` lives in `dom/lib.js` with React Router's `Form`,
 * 2.9 KiB gzipped that this page would load for it (decision 199).
 */
export function useRouteLoad<T>(): { load: (href: string) => Promise<void>; data: T | undefined } {
  const key = useId();
  const router = useContext(DataRouterContext)?.router;
  const fetchers = useContext(FetchersContext);
  const routeId = useContext(RouteContext).matches.at(-1)?.route.id;
  useEffect(() => {
    if (!router) return;
    router.getFetcher(key);
    return () => router.deleteFetcher(key);
  }, [router, key]);
  const load = useCallback(
    async (href: string) => {
      if (router && routeId) await router.fetch(key, routeId, href);
    },
    [router, key, routeId],
  );
  return { load, data: fetchers?.fetcherData.get(key) as T | undefined };
}
