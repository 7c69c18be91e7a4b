import type { Db } from '../../db/client';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { patronQuery, serializePatron, type ApiPatron } from './patron-query';

/** Patrons matching the filters (all of them: the homepage orders and picks by Setting.patrons_order). */
export async function findPatrons(db: Db, opts: ReadOptions): Promise<ApiPatron[]> {
  const query = parseQuery(opts.params, patronQuery, opts);
  const rows = await db.query.patrons.findMany({ ...listOptions(db, patronQuery, query), with: { image: true } });
  return rows.map(serializePatron);
}

export async function countPatrons(db: Db, opts: ReadOptions): Promise<number> {
  return countRows(db, patronQuery, parseQuery(opts.params, patronQuery, opts));
}
