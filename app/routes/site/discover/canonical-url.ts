import { data, redirect } from 'react-router';
import { AppError } from '../../../../core/errors/app-error';

const MAX_ID = 2147483647;

/** The :id of a detail URL as a database id, or a 404 for anything else ("12abc", "0", "007" is fine). */
export function parseDetailId(raw: string | undefined): number {
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw data(null, { status: 404 });
  return id;
}

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
  throw redirect(canonicalPath + new URL(request.url).search, 301);
}

/** Core's "not found" becomes the site's 404 page; any other failure stays an error. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
