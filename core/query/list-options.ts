import { and, count, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildOrderBy, buildWhere } from './build-where';
import type { CollectionQuery } from './collection';
import type { ParsedQuery } from './parse-query';

export type ListOptions = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/**
 * Drizzle findMany options for a parsed query, with the collection's visibility rule (what this
 * viewer may see at all) ANDed to the client's filters, so no filter can widen it.
 */
export function listOptions(db: Db, def: CollectionQuery, query: ParsedQuery, visible?: SQL): ListOptions {
  return {
    where: and(visible, buildWhere(db, def, query.filters, query)),
    orderBy: buildOrderBy(def, query.sort),
    limit: query.limit,
    offset: query.start,
  };
}

/** How many rows match the filters and the visibility rule (pagination parameters play no part). */
export async function countRows(db: Db, def: CollectionQuery, query: ParsedQuery, visible?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(def.table)
    .where(and(visible, buildWhere(db, def, query.filters, query)));
  return row?.n ?? 0;
}
