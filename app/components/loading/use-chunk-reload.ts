import { useContext, useEffect, useState } from 'react';
import { createPath, useLocation, UNSAFE_DataRouterContext } from 'react-router';
import { watchChunkFailures } from './chunk-reload';

/**
 * Watches for script chunks that fail to load (chunk-reload.ts) and returns the address the
 * visitor was going to when a reload was refused (a second failure within a minute), until
 * they move on; null otherwise.
 */
export function useChunkReload(): string | null {
  // The router itself, not useNavigation(): React renders the router's state in a transition,
  // and the failed import can arrive before that render; the router's state is current.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const location = useLocation();
  const [refused, setRefused] = useState<{ target: string; at: string } | null>(null);

  useEffect(() => {
    if (!router) return;
    return watchChunkFailures({
      pendingTarget: () => {
        const { navigation, revalidation, fetchers, location: current } = router.state;
        if (navigation.location) return createPath(navigation.location);
        const busyFetcher = [...fetchers.values()].some((f) => f.state !== 'idle');
        return revalidation !== 'idle' || busyFetcher ? createPath(current) : null;
      },
      onRefused: (target) => setRefused({ target, at: router.state.location.key }),
    });
  }, [router]);

  // Going elsewhere (back, say) leaves the message behind.
  return refused && refused.at === location.key ? refused.target : null;
}
