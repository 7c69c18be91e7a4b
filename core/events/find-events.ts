import type { Db } from '../../db/client';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import type { ApiEvent } from './event-schema';
import { eventQuery } from './event-query';
import { eventVisibleTo } from './event-visibility';
import { loadEventRows } from './load-event-rows';
import { serializeEvents } from './serialize-events';

/** Events matching the client's filters among those the viewer may see (published, or drafts per eventVisibleTo). */
export async function findEvents(db: Db, opts: ReadOptions): Promise<ApiEvent[]> {
  const query = parseQuery(opts.params, eventQuery, opts);
  const rows = await loadEventRows(db, listOptions(db, eventQuery, query, eventVisibleTo(opts.viewer, query.publicationState)));
  return serializeEvents(db, rows, {
    viewer: opts.viewer,
    preview: query.publicationState === 'preview',
    timezone: opts.timezone,
  });
}

export async function countEvents(db: Db, opts: ReadOptions): Promise<number> {
  const query = parseQuery(opts.params, eventQuery, opts);
  return countRows(db, eventQuery, query, eventVisibleTo(opts.viewer, query.publicationState));
}
