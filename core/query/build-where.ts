import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { CollectionQuery, QueryRelation, SortKey } from './collection';
import type { FilterValue } from './coerce-value';
import type { Filter, ParsedQuery } from './parse-query';

/** Escapes LIKE wildcards so `_contains=50%` matches the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE clause of parsed filters, all of them ANDed. Negative operators (`_ne`, `_nin`,
 * `_ncontains`) keep rows where the field is empty: "not X" includes "nothing".
 *
 * To-many relations are `id in (select ... from join_table ...)` subqueries built with the
 * query builder, because drizzle's relational queries re-alias every column object inside a
 * raw SQL fragment to the root table, but leave a nested select alone.
 */
export function buildWhere(
  db: Db,
  def: CollectionQuery,
  filters: readonly Filter[],
  asker: Pick<ParsedQuery, 'draftTargets' | 'viewer'> = { draftTargets: false, viewer: null },
): SQL | undefined {
  const parts = filters.map((f) =>
    f.target.kind === 'field'
      ? columnCondition(f.target.field.column, f.op, f.values)
      : relationCondition(db, def, f.target.relation, f, asker),
  );
  return parts.length ? and(...parts) : undefined;
}

function columnCondition(column: AnyPgColumn, op: Filter['op'], values: FilterValue[]): SQL {
  const v = values[0]!;
  const orNull = (cond: SQL) => (column.notNull ? cond : or(cond, isNull(column))!);
  switch (op) {
    case 'eq':
      return eq(column, v);
    case 'ne':
      return orNull(ne(column, v));
    case 'in':
      return inArray(column, values);
    case 'nin':
      return orNull(notInArray(column, values));
    case 'lt':
      return lt(column, v);
    case 'lte':
      return lte(column, v);
    case 'gt':
      return gt(column, v);
    case 'gte':
      return gte(column, v);
    case 'contains':
      return like(column, likePattern(String(v)));
    case 'containsi':
      return ilike(column, likePattern(String(v)));
    case 'ncontains':
      return orNull(not(like(column, likePattern(String(v)))));
    case 'ncontainsi':
      return orNull(not(ilike(column, likePattern(String(v)))));
    case 'null':
      return v ? isNull(column) : isNotNull(column);
  }
}

function relationCondition(
  db: Db,
  def: CollectionQuery,
  relation: QueryRelation,
  f: Filter,
  asker: Pick<ParsedQuery, 'draftTargets' | 'viewer'>,
): SQL {
  if (relation.kind === 'one') return columnCondition(relation.column, f.op, f.values);
  const target = relation.target;
  const rule = !target
    ? undefined
    : typeof target.published === 'function'
      ? target.published(asker.viewer, asker.draftTargets ? 'preview' : 'live')
      : asker.draftTargets
        ? undefined
        : target.published;
  const linked = (ids?: FilterValue[]) => {
    const idFilter = ids ? inArray(relation.to, ids) : undefined;
    if (!target || !rule) return db.select({ id: relation.from }).from(relation.through).where(idFilter);
    return db
      .select({ id: relation.from })
      .from(relation.through)
      .innerJoin(target.table, eq(target.id, relation.to))
      .where(and(idFilter, rule));
  };
  switch (f.op) {
    case 'eq':
    case 'in':
      return inArray(def.id, linked(f.values));
    case 'ne':
    case 'nin':
      return notInArray(def.id, linked(f.values));
    case 'null':
      return f.values[0] ? notInArray(def.id, linked()) : inArray(def.id, linked());
    default:
      // parseQuery only lets eq, ne, in, nin and null through for to-many relations.
      throw new Error(`Operator ${f.op} on a to-many relation`);
  }
}

/** ORDER BY of the sort keys plus an id tiebreak, so pages never overlap or skip rows. */
export function buildOrderBy(def: CollectionQuery, sort: readonly SortKey[]): SQL[] {
  const order = sort.map((k) => {
    const column = def.fields[k.field]!.column;
    return k.direction === 'asc' ? asc(column) : desc(column);
  });
  if (!sort.some((k) => def.fields[k.field]!.column === def.id)) order.push(asc(def.id));
  return order;
}
