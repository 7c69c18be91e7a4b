/**
 * What a collection lets a client filter and sort on, in Strapi v3 terms: whitelisted fields
 * with their types, and relations (a foreign key on the row, or a join table). Anything not
 * declared here is refused with a 400 naming the parameter.
 */
import { own } from './own';
import type { SQL } from 'drizzle-orm';
import type { ViewerWithRights } from '../accounts/policy';
import type { PublicationState } from './parse-query';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export type FieldType = 'id' | 'int' | 'bool' | 'date' | 'text';

export const OPERATORS = [
  'eq',
  'ne',
  'in',
  'nin',
  'lt',
  'lte',
  'gt',
  'gte',
  'contains',
  'containsi',
  'ncontains',
  'ncontainsi',
  'null',
] as const;
export type Operator = (typeof OPERATORS)[number];

const COMPARABLE: Operator[] = ['eq', 'ne', 'in', 'nin', 'lt', 'lte', 'gt', 'gte', 'null'];

/** Operators each field type accepts; text adds the LIKE family. */
export const OPERATORS_BY_TYPE: Record<FieldType, readonly Operator[]> = {
  id: COMPARABLE,
  int: COMPARABLE,
  date: COMPARABLE,
  bool: ['eq', 'ne', 'in', 'nin', 'null'],
  text: OPERATORS,
};

/** A to-many relation is "has a related row whose id ...", so ordering operators make no sense. */
export const MANY_RELATION_OPERATORS: readonly Operator[] = ['eq', 'ne', 'in', 'nin', 'null'];

export type QueryField = {
  type: FieldType;
  column: AnyPgColumn;
  /** Long text is not sortable; everything else is unless said otherwise. */
  sortable?: boolean;
  description?: string;
};

export type QueryRelation =
  /** A foreign key on this row: `hall=3`, `hall.id=3`, `hall.id_in=3`. */
  | { kind: 'one'; column: AnyPgColumn; description?: string }
  /** Rows of a join table: `users.id=7` means "a join row links this entry and user 7". */
  | {
      kind: 'many';
      through: PgTable;
      from: AnyPgColumn;
      to: AnyPgColumn;
      description?: string;
      target?: PublishedTarget;
      /**
       * The linked rows are users whose link is a right (users_can_edit) or a sign-up (an
       * event's users): filtering on them reveals who may do what or goes where, so parseQuery
       * lets an Admin ask about anyone and a signed-in user only about themselves (eq or in
       * with their own id); anything else is 403.
       */
      ownIdOnly?: boolean;
    };

/**
 * The other side of a to-many relation when it has drafts: a filter through the relation
 * counts only published targets, so `speakers?events.id=<draft>` or a count by a draft
 * speaker's id cannot reveal that the draft exists or who is in it.
 */
export type PublishedTarget = {
  table: PgTable;
  id: AnyPgColumn;
  /**
   * The target feature's own rule: what is published (speakerIsPublished), or what this viewer
   * may see (eventVisibleTo: events also have an access level, decision 027).
   */
  published: SQL | ((viewer: ViewerWithRights | null, state: PublicationState) => SQL | undefined);
};

export type SortKey = { field: string; direction: 'asc' | 'desc' };

export type CollectionQuery = {
  /** The path segment under /api, used in messages and the OpenAPI document. */
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  fields: Record<string, QueryField>;
  relations: Record<string, QueryRelation>;
  /** Applied when the client gives no _sort; an id tiebreak is always added. */
  defaultSort?: SortKey[];
  /** Entries have published_at, so `_publicationState` matters. */
  publishable?: boolean;
  /** Entries have a locale, so `_locale` filters them (default cs). */
  localized?: boolean;
};

export function operatorsFor(def: CollectionQuery, path: string): readonly Operator[] {
  const field = own(def.fields, path);
  if (field) return OPERATORS_BY_TYPE[field.type];
  const relation = own(def.relations, path);
  if (!relation) return [];
  return relation.kind === 'one' ? OPERATORS_BY_TYPE.id : MANY_RELATION_OPERATORS;
}

export function isSortable(field: QueryField): boolean {
  return field.sortable ?? true;
}
