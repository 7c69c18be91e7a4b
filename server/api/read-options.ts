import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { EditionRef } from '../../core/editions/current-edition';
import { takeEditionParam } from '../../core/editions/edited-edition';
import type { ReadOptions } from '../../core/query/read-options';
import type { ApiEnv } from '../middleware/session';

/** The query string, the session's user and the event time zone, as core's read use cases take them. */
export function readOptions(c: Context<ApiEnv>, deps: AppDeps): ReadOptions {
  return { params: new URL(c.req.url).searchParams, viewer: c.var.user, timezone: deps.config.timezone };
}

/**
 * `readOptions` of an edition-owned admin list or write: `?edition=<year>` taken off the query
 * (absent: the current edition; an unknown year: 400 `Query.param.edition`, decision 178).
 */
export async function editionReadOptions(c: Context<ApiEnv>, deps: AppDeps): Promise<ReadOptions & { edition: EditionRef }> {
  const { params, edition } = await takeEditionParam(deps.db, new URL(c.req.url).searchParams);
  return { params, viewer: c.var.user, timezone: deps.config.timezone, edition };
}
