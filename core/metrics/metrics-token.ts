import { timingSafeEqual } from 'node:crypto';
import { isAdmin, type Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';

/**
 * GET /metrics is for Admins (a session) and for a scraper presenting METRICS_TOKEN as its
 * bearer token (decision 041). Nobody signed in and no token: 401; anyone else: 403.
 */
export function requireMetricsReader(opts: {
  viewer: Viewer | null;
  bearer: string | undefined;
  token: string | undefined;
}): void {
  if (opts.token && opts.bearer && sameSecret(opts.bearer, opts.token)) return;
  if (isAdmin(opts.viewer)) return;
  if (!opts.viewer) throw new AppError('Request.unauthorized');
  throw new AppError('Metrics.forbidden');
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
