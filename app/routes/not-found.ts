import { AppError } from '../../core/errors/app-error';
import { parseIdParam } from '../../core/query/parse-id-param';

/**
 * The 404 of every route. Thrown from a page's loader it shows the error page (the status is
 * all it reads); returned or thrown from a resource route (a calendar file) it is the answer.
 */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The :id of a detail URL as a database id, or a thrown 404 for anything else ("12abc", "0"; "007" is fine). */
export function parseDetailId(raw: string | undefined): number {
  const id = parseIdParam(raw);
  if (id === null) throw notFound();
  return id;
}

/** Core's "not found" becomes the route's 404; any other failure stays an error. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound();
    throw error;
  }
}
