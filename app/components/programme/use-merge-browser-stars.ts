import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { BROWSER_STARS_KEY } from '../../../core/stars/star-limits';
import { accountStars } from './account-stars';

function hasBrowserStars(): boolean {
  try {
    return Boolean(window.localStorage.getItem(BROWSER_STARS_KEY));
  } catch {
    return false;
  }
}

/**
 * When a guest with stars in the browser signs in or registers, on whatever page that leads to,
 * their stars go into the account (decision 038). Only this check is in every page's shell; the
 * stars' store and what talks to the server come when there are stars to merge (decision 188).
 */
export function useMergeBrowserStars(stars: string | null) {
  const account = accountStars(stars);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!account || !hasBrowserStars()) return;
    let cancelled = false;
    void import('./stars')
      .then(({ mergeBrowserStars }) => mergeBrowserStars(account))
      // The page's own data (My programme's list) was read before the merge.
      .then((merged) => (merged && !cancelled ? revalidate() : undefined))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [account, revalidate]);
}
