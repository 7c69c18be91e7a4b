import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { ReadOptions } from '../../core/query/read-options';
import type { ApiEnv } from '../middleware/session';

/** The query string, the session's user and the event time zone, as core's read use cases take them. */
export function readOptions(c: Context<ApiEnv>, deps: AppDeps): ReadOptions {
  return { params: new URL(c.req.url).searchParams, viewer: c.var.user, timezone: deps.config.timezone };
}
