import { redirect } from 'react-router';
import { pageSearch } from '../../../auth/redirect-to';

/**
 * One URL per page: a detail URL whose id or slug is not the entry's own (missing, outdated,
 * "007") is sent to the right one with 301, keeping the query. The slug carries no meaning.
 */
export function redirectToCanonical(
  request: Request,
  params: { id?: string; slug?: string },
  entry: { id: number; slug: string },
  canonicalPath: string,
): void {
  if (params.id === String(entry.id) && (params.slug ?? '') === entry.slug) return;
  throw redirect(canonicalPath + pageSearch(new URL(request.url)), 301);
}
