import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { parseBrowserStars } from '../../../core/stars/merge-stars';
import { accountStars } from './account-stars';
import { BROWSER_STARS_KEY, MAX_STARS } from '../../../core/stars/star-limits';
import type { loader as siteLoader } from '../../routes/site/layout';

type StarsApi = {
  /** The starred event ids; for a guest empty until the browser's stars are read after hydration. */
  ids: ReadonlySet<number>;
  /** Whether the ids are known (a guest's come from localStorage after hydration). */
  ready: boolean;
  /** Stars or unstars an event; answers false when it could not be saved (the star is put back). */
  toggle: (id: number) => Promise<boolean>;
};

// The stars as an external store, read by each star and My programme (this module is loaded
// with them, not with every page: decision 188). A guest's stars: the raw localStorage text is
// the snapshot (a string compares by value), null on the server and during hydration, so the
// server's HTML and the first client render agree and the stars appear right after. A signed-in
// visitor's: the server's list (the site layout's data), or what this page changed it to
// since (`changed`, with the list it was changed from: a new list from the server replaces it).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};
const notify = () => {
  for (const listener of listeners) listener();
};
const browserSnapshot = (): string | null => {
  try {
    return window.localStorage.getItem(BROWSER_STARS_KEY) ?? '';
  } catch {
    return '';
  }
};
const serverSnapshot = (): string | null => null;

let changed: { from: readonly number[]; ids: ReadonlySet<number> } | null = null;
const changedSnapshot = () => changed;
const noChange = () => null;

function writeBrowserStars(ids: Iterable<number>) {
  try {
    const list = [...ids];
    if (list.length) window.localStorage.setItem(BROWSER_STARS_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(BROWSER_STARS_KEY);
  } catch {
    // Private mode or storage full: the star lasts for this page only.
  }
  notify();
}

function setChanged(from: readonly number[], ids: ReadonlySet<number>) {
  changed = { from, ids };
  notify();
}

// Every star on a page reads the same sets: made once per list, not once per star.
const accountSets = new WeakMap<readonly number[], ReadonlySet<number>>();
function accountIds(account: readonly number[]): ReadonlySet<number> {
  if (changed?.from === account) return changed.ids;
  let ids = accountSets.get(account);
  if (!ids) accountSets.set(account, (ids = new Set(account)));
  return ids;
}
let browserSet: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: new Set() };
function browserIds(raw: string | null): ReadonlySet<number> {
  if (browserSet.raw !== raw) browserSet = { raw, ids: new Set(parseBrowserStars(raw)) };
  return browserSet.ids;
}

const sync = () => import('./stars-sync');

/**
 * The stars of the visitor (decision 038): a signed-in user's from the server (`stars` of the
 * site layout, so the page is rendered with them), a guest's from localStorage. Null outside
 * the site layout. What talks to the server is stars-sync.ts, loaded when needed (decision 181).
 */
export function useStars(): StarsApi | null {
  const site = useRouteLoaderData<typeof siteLoader>('site');
  const raw = useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot);
  useSyncExternalStore(subscribe, changedSnapshot, noChange);
  if (!site) return null;
  const account = accountStars(site.stars);
  const ids = account ? accountIds(account) : browserIds(raw);
  return { ids, ready: account !== null || raw !== null, toggle: (id) => toggleStar(account, id) };
}

async function toggleStar(account: readonly number[] | null, id: number): Promise<boolean> {
  const ids = account ? accountIds(account) : browserIds(browserSnapshot());
  const on = !ids.has(id);
  if (on && ids.size >= MAX_STARS) return false;
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  if (!account) {
    writeBrowserStars(next);
    return true;
  }
  setChanged(account, next);
  try {
    await (await sync()).saveStar(id, on);
    return true;
  } catch {
    const back = new Set(accountIds(account));
    if (on) back.delete(id);
    else back.add(id);
    setChanged(account, back);
    return false;
  }
}

/**
 * A guest's stars left in the browser, merged into the account just signed in into (the
 * union), then forgotten by the browser. Answers whether the account's stars changed, so that
 * the page's data (My programme's list, the layout's stars) is read again.
 */
export async function mergeBrowserStars(account: readonly number[]): Promise<boolean> {
  const stars = browserIds(browserSnapshot());
  if (!stars.size) return false;
  const merged = await (await sync()).mergeStars(stars);
  if (!merged) return false;
  writeBrowserStars([]);
  setChanged(account, new Set(merged));
  return true;
}
