import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reads the page's data again every `ms` while the tab is visible (React Router revalidation,
 * no reload): for screens whose content moves on with the clock.
 */
export function usePeriodicRevalidation(ms: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, ms);
    return () => window.clearInterval(timer);
  }, [revalidator, ms]);
}
