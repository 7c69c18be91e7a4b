import type { Db } from '../../db/client';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { locationQuery, serializeLocation, type ApiLocation } from './location-query';

/** Locations matching the client's filters (the programme sorts them by name). */
export async function findLocations(db: Db, opts: ReadOptions): Promise<ApiLocation[]> {
  const query = parseQuery(opts.params, locationQuery, opts);
  const rows = await db.query.locations.findMany(listOptions(db, locationQuery, query));
  return rows.map(serializeLocation);
}

export async function countLocations(db: Db, opts: ReadOptions): Promise<number> {
  return countRows(db, locationQuery, parseQuery(opts.params, locationQuery, opts));
}
