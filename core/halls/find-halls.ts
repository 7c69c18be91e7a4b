import type { Db } from '../../db/client';
import { canSeeHallStream } from '../accounts/policy';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { hallQuery, serializeHall, type ApiHall } from './hall-query';

/** Halls matching the filters; broadcast and slido only for viewers who may watch. */
export async function findHalls(db: Db, opts: ReadOptions): Promise<ApiHall[]> {
  const query = parseQuery(opts.params, hallQuery, opts);
  const rows = await db.query.halls.findMany(listOptions(db, hallQuery, query));
  const withStream = canSeeHallStream(opts.viewer);
  return rows.map((row) => serializeHall(row, withStream));
}

export async function countHalls(db: Db, opts: ReadOptions): Promise<number> {
  return countRows(db, hallQuery, parseQuery(opts.params, hallQuery, opts));
}
