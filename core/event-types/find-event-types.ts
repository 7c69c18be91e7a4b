import type { Db } from '../../db/client';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { eventTypeQuery, serializeEventType, type ApiEventType } from './event-type-query';

/** Event types matching the client's filters. */
export async function findEventTypes(db: Db, opts: ReadOptions): Promise<ApiEventType[]> {
  const query = parseQuery(opts.params, eventTypeQuery, opts);
  const rows = await db.query.eventTypes.findMany(listOptions(db, eventTypeQuery, query));
  return rows.map(serializeEventType);
}

export async function countEventTypes(db: Db, opts: ReadOptions): Promise<number> {
  return countRows(db, eventTypeQuery, parseQuery(opts.params, eventTypeQuery, opts));
}
