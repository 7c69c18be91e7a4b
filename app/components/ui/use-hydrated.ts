import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while the server renders and during hydration, true once the browser runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
