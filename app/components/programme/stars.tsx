import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useRevalidator } from 'react-router';
import { parseBrowserStars } from '../../../core/stars/merge-stars';
import { BROWSER_STARS_KEY, MAX_STARS } from '../../../core/stars/star-limits';

type StarsApi = {
  /** The starred event ids; for a guest empty until the browser's stars are read after hydration. */
  ids: ReadonlySet<number>;
  /** Whether the ids are known (a guest's come from localStorage after hydration). */
  ready: boolean;
  /** Stars or unstars an event; answers false when it could not be saved (the star is put back). */
  toggle: (id: number) => Promise<boolean>;
};

const StarsContext = createContext<StarsApi | null>(null);

// The browser's stars as an external store: the raw localStorage text is the snapshot (a string
// compares by value), null on the server and during hydration, so the server's HTML and the
// first client render agree and the stars appear right after.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};
const browserSnapshot = (): string | null => {
  try {
    return window.localStorage.getItem(BROWSER_STARS_KEY) ?? '';
  } catch {
    return '';
  }
};
const serverSnapshot = (): string | null => null;

function writeBrowserStars(ids: Iterable<number>) {
  try {
    const list = [...ids];
    if (list.length) window.localStorage.setItem(BROWSER_STARS_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(BROWSER_STARS_KEY);
  } catch {
    // Private mode or storage full: the star lasts for this page only.
  }
  for (const listener of listeners) listener();
}

const sync = () => import('./stars-sync');

/**
 * The stars of the visitor (decision 038): a signed-in user's from the server (`account`, read
 * by the site layout, so the page is rendered with them), a guest's from localStorage. When a
 * guest with stars signs in or registers, the browser's stars are merged into the account
 * (the union) and then forgotten by the browser. What talks to the server is stars-sync.ts,
 * loaded when needed (decision 181).
 */
export function StarsProvider({ account, children }: { account: readonly number[] | null; children: ReactNode }) {
  const signedIn = account !== null;
  const accountKey = account?.join(',') ?? null;
  const [accountIds, setAccountIds] = useState<ReadonlySet<number>>(() => new Set(account ?? []));
  // New stars from the server (signed in or out, another page's data): they replace ours.
  const [seenKey, setSeenKey] = useState(accountKey);
  if (seenKey !== accountKey) {
    setSeenKey(accountKey);
    setAccountIds(new Set(account ?? []));
  }
  const { revalidate } = useRevalidator();
  const raw = useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot);
  const browserIds = useMemo(() => new Set(parseBrowserStars(raw)), [raw]);

  // Signed in with stars left in the browser (starred as a guest): merge them into the account.
  useEffect(() => {
    if (!signedIn || !browserIds.size) return;
    let cancelled = false;
    void sync()
      .then(({ mergeStars }) => mergeStars(browserIds))
      .then((merged) => {
        if (!merged) return;
        writeBrowserStars([]);
        if (cancelled) return;
        setAccountIds(new Set(merged));
        // The page's own data (My programme's list) was read before the merge.
        void revalidate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, browserIds, revalidate]);

  const ids = signedIn ? accountIds : browserIds;
  const ready = signedIn || raw !== null;

  const toggle = useCallback(
    async (id: number) => {
      const on = !ids.has(id);
      if (on && ids.size >= MAX_STARS) return false;
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      if (!signedIn) {
        writeBrowserStars(next);
        return true;
      }
      setAccountIds(next);
      try {
        await (await sync()).saveStar(id, on);
        return true;
      } catch {
        setAccountIds((current) => {
          const back = new Set(current);
          if (on) back.delete(id);
          else back.add(id);
          return back;
        });
        return false;
      }
    },
    [ids, signedIn],
  );

  const value = useMemo(() => ({ ids, ready, toggle }), [ids, ready, toggle]);
  return <StarsContext.Provider value={value}>{children}</StarsContext.Provider>;
}

export function useStars(): StarsApi | null {
  return useContext(StarsContext);
}
