/** Proving a WHERE-clause predicate on fresh rows: which of the given ids it keeps. */
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The ids among `ids` (rows of this test) that `rule` keeps, ascending; undefined keeps them all. */
export async function idsKept(db: Db, table: PgTable, id: AnyPgColumn, ids: number[], rule: SQL | undefined): Promise<number[]> {
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(inArray(id, ids), rule))
    .orderBy(asc(id));
  return rows.map((r) => r.id as number);
}
