import { useMatches } from 'react-router';
import { archiveYearOfRoute } from '../../i18n/archive-links';

/**
 * The year of the archived edition the page shows (decision 162), or null at today's URLs: the
 * programme's links then go to the archive's pages, and what a past edition cannot take (a star,
 * seats left) is left out. Read from the matched route, so no page has to pass it down.
 */
export function useArchiveYear(): number | null {
  const page = useMatches().at(-1);
  return archiveYearOfRoute(page?.id, (page?.params ?? {}) as Record<string, string | undefined>);
}
