import type { Context } from 'hono';
import { getSessionUser } from '../core/accounts/get-session-user';
import { readSessionCookie } from '../core/accounts/session-cookie';
import { authorized } from '../core/authorization/authorize';
import { holdsMetricsToken } from '../core/metrics/metrics-token';
import type { AppDeps } from './deps';
import { METRICS_CONTENT_TYPE, renderMetrics } from './metrics';

/** GET /metrics: Prometheus text for Admins or `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRoute(deps: AppDeps) {
  return async (c: Context) => {
    const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    // A bearer may be the metrics token or a session token; a non-session token reads as no one.
    const sessionToken = bearer ?? readSessionCookie(c.req.header('Cookie'));
    const viewer = sessionToken
      ? await getSessionUser(deps.db, { token: sessionToken, secret: deps.config.sessionSecret, memo: deps.readMemo })
      : null;
    if (!holdsMetricsToken(bearer, deps.config.metricsToken)) authorized(viewer, 'metrics.read');
    return c.body(await renderMetrics(deps.db), 200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' });
  };
}
