import { AppError } from '../../core/errors/app-error';
import { assertSafeParams } from '../../core/validation/safe-params';

/** The 400 of every route: the status is all the error page reads. */
export function badRequest(): Response {
  return new Response('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The root middleware of the pages: query parameters no page may read (NUL, lone surrogates,
 * longer than core's MAX_PARAM_LENGTH) are a 400 before any loader or action runs, the page
 * door's counterpart of the API's check.
 */
export function refuseUnsafeParams({ request }: { request: Request }): void {
  try {
    assertSafeParams(new URL(request.url).searchParams);
  } catch (err) {
    if (err instanceof AppError) throw badRequest();
    throw err;
  }
}
