import { timingSafeEqual } from 'node:crypto';

/**
 * A scraper reads GET /metrics by presenting METRICS_TOKEN as its bearer token (decision 041);
 * without it, the session decides (`authorize(viewer, 'metrics.read')`: Admins only).
 */
export function holdsMetricsToken(bearer: string | undefined, token: string | undefined): boolean {
  return Boolean(token && bearer && sameSecret(bearer, token));
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
