import { canFilterByUser, canPreview, type ViewerWithRights } from '../accounts/policy';
import { badParam } from '../errors/app-error';
import { assertSafeParams } from '../validation/safe-params';
import { own } from './own';
import {
  OPERATORS,
  isSortable,
  operatorsFor,
  type CollectionQuery,
  type Operator,
  type QueryField,
  type QueryRelation,
  type SortKey,
} from './collection';
import { coerceValue, parseBool, parseInt4, type FilterValue } from './coerce-value';

export type Filter = {
  /** The parameter as the client wrote it, for messages. */
  param: string;
  /** Field or relation name (`hall` for `hall.id_in`). */
  path: string;
  target: { kind: 'field'; field: QueryField } | { kind: 'relation'; relation: QueryRelation };
  op: Operator;
  values: FilterValue[];
};

export type PublicationState = 'live' | 'preview';
export type Locale = 'cs' | 'en' | 'all';

export type ParsedQuery = {
  filters: Filter[];
  sort: SortKey[];
  limit: number;
  start: number;
  publicationState: PublicationState;
  /** Whether filters through a relation may match unpublished targets (staff in preview). */
  draftTargets: boolean;
  /** Who asks: a relation's target may have a rule per viewer (events' access level). */
  viewer: ViewerWithRights | null;
  locale: Locale | undefined;
};

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 9999;
const MAX_VALUES = 1000;
const MAX_START = 2147483647;

/** Parameters that are not filters. */
export const CONTROL_PARAMS = ['_sort', '_limit', '_start', '_publicationState', '_locale'] as const;

/**
 * Parses Strapi v3 list parameters against a collection's whitelist: `field=v`,
 * `field_<op>=v`, `rel.id_<op>=v`, `_where[field_op]=v`, repeatable `_in`/`_nin` (also with
 * `[]`), `_sort`, `_limit`, `_start`, `_publicationState`, `_locale`. Anything else is a 400
 * that names the parameter.
 */
export function parseQuery(
  params: URLSearchParams,
  def: CollectionQuery,
  opts: { timezone: string; viewer?: ViewerWithRights | null },
): ParsedQuery {
  assertSafeParams(params);
  const groups = new Map<string, { param: string; values: string[] }>();
  const control = new Map<string, string>();

  for (const [rawKey, value] of params) {
    if ((CONTROL_PARAMS as readonly string[]).includes(rawKey)) {
      if (control.has(rawKey)) throw badParam('Query.param.repeated', rawKey);
      control.set(rawKey, value);
      continue;
    }
    const key = filterKey(rawKey);
    const group = groups.get(key) ?? { param: rawKey, values: [] };
    group.values.push(value);
    if (group.values.length > MAX_VALUES) throw badParam('Query.param.tooManyValues', rawKey, { max: MAX_VALUES });
    groups.set(key, group);
  }

  const filters = [...groups].map(([key, { param, values }]) => parseFilter(def, key, param, values, opts.timezone));
  const state = parseStateParams(control);
  const sort = parseSort(def, control.get('_sort'));
  const limit = parseLimit(control.get('_limit'));
  const start = parseStart(control.get('_start'));
  // After every 400: a malformed query is refused as such before anyone is told it is forbidden.
  assertOwnIdFilters(filters, opts.viewer);
  return {
    filters,
    sort,
    limit,
    start,
    ...state,
    // Drafts on the far side of a relation count in filters only for staff who asked for preview.
    draftTargets: state.publicationState === 'preview' && canPreview(opts.viewer),
    viewer: opts.viewer ?? null,
  };
}

/** Filters on an `ownIdOnly` relation (users_can_edit, an event's users) may only ask for the viewer's own id, unless an Admin asks. */
function assertOwnIdFilters(filters: readonly Filter[], viewer: Parameters<typeof canFilterByUser>[0]): void {
  for (const f of filters) {
    if (f.target.kind !== 'relation' || f.target.relation.kind !== 'many' || !f.target.relation.ownIdOnly) continue;
    // Only "is one of these ids" can be a question about oneself; ne, nin and null never are.
    const ids = f.op === 'eq' || f.op === 'in' ? (f.values as number[]) : [];
    if (!canFilterByUser(viewer, ids)) throw badParam('Query.editor.ownId', f.param);
  }
}

/** `_publicationState` and `_locale`, the only parameters a single entry accepts too. */
export function parseStateParams(values: Map<string, string> | URLSearchParams): {
  publicationState: PublicationState;
  locale: Locale | undefined;
} {
  const state = values.get('_publicationState') ?? 'live';
  if (state !== 'live' && state !== 'preview') {
    throw badParam('Query.param.oneOf', '_publicationState', { allowed: 'live, preview' });
  }
  const locale = values.get('_locale') ?? undefined;
  if (locale !== undefined && locale !== 'cs' && locale !== 'en' && locale !== 'all') {
    throw badParam('Query.param.oneOf', '_locale', { allowed: 'cs, en, all' });
  }
  return { publicationState: state, locale };
}

/** `_where[x]`, `x[]` and `x[0]` all mean `x`. */
function filterKey(rawKey: string): string {
  const where = /^_where\[([^[\]]+)\](?:\[\d*\])?$/.exec(rawKey);
  if (where) return where[1]!;
  const plain = /^([^[\]]+)(?:\[\d*\])?$/.exec(rawKey);
  if (!plain || plain[1]!.startsWith('_')) throw badParam('Query.param.unknown', rawKey);
  return plain[1]!;
}

function parseFilter(def: CollectionQuery, key: string, param: string, raw: string[], timezone: string): Filter {
  const { path, op: named } = splitKey(def, key, param);
  const allowed = operatorsFor(def, path);
  if (!allowed.includes(named)) {
    throw badParam('Query.operator.notAllowed', param, { operator: named, field: path, allowed: allowed.join(', ') });
  }
  const field = own(def.fields, path);
  const relation = own(def.relations, path);
  const target = field ? ({ kind: 'field', field } as const) : ({ kind: 'relation', relation: relation! } as const);

  let op = named;
  if (raw.length > 1) {
    // Repeating a plain filter means "any of these", as Strapi reads `id=1&id=2`.
    if (op === 'eq') op = 'in';
    else if (op === 'ne') op = 'nin';
    else if (op !== 'in' && op !== 'nin') throw badParam('Query.param.repeated', param);
  }
  if (op === 'null') return { param, path, target, op, values: [parseBool(raw[0]!, param)] };
  const type = field ? field.type : 'id';
  return { param, path, target, op, values: raw.map((v) => coerceValue(v, type, { param, timezone })) };
}

/** `hall.id_in` -> hall, in; `users_can_edit_eq` -> users_can_edit, eq; `name` -> name, eq. */
function splitKey(def: CollectionQuery, key: string, param: string): { path: string; op: Operator } {
  const known = (name: string) => Object.hasOwn(def.fields, name) || Object.hasOwn(def.relations, name);
  const dot = key.indexOf('.');
  if (dot >= 0) {
    const relation = key.slice(0, dot);
    const rest = key.slice(dot + 1);
    if (!Object.hasOwn(def.relations, relation)) throw badParam('Query.relation.unknown', param, { relation });
    const m = /^id(?:_([a-z]+))?$/.exec(rest);
    if (!m) throw badParam('Query.relation.idOnly', param, { relation });
    return { path: relation, op: toOperator(m[1] ?? 'eq', param) };
  }
  if (known(key)) return { path: key, op: 'eq' };
  const cut = key.lastIndexOf('_');
  const base = key.slice(0, cut);
  if (cut > 0 && known(base)) return { path: base, op: toOperator(key.slice(cut + 1), param) };
  throw badParam('Query.field.unknown', param, { field: key });
}

function toOperator(name: string, param: string): Operator {
  if ((OPERATORS as readonly string[]).includes(name)) return name as Operator;
  throw badParam('Query.operator.unknown', param, { operator: name });
}

function parseSort(def: CollectionQuery, raw: string | undefined): SortKey[] {
  if (raw === undefined) return def.defaultSort ?? [];
  const keys = raw.split(',').map((part) => {
    const [name = '', dir = 'asc', extra] = part.trim().split(':');
    const field = own(def.fields, name);
    if (!field || !isSortable(field) || extra !== undefined) {
      throw badParam('Query.sort.field', '_sort', { field: part.trim(), sortable: sortableFields(def).join(', ') });
    }
    const direction = dir.toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') throw badParam('Query.sort.direction', '_sort');
    return { field: name, direction } as SortKey;
  });
  return keys;
}

export function sortableFields(def: CollectionQuery): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => isSortable(f))
    .map(([name]) => name);
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_LIMIT;
  const n = parseInt4(raw, '_limit');
  if (n === -1) return MAX_LIMIT;
  if (n < 0 || n > MAX_LIMIT) throw badParam('Query.param.range', '_limit', { min: -1, max: MAX_LIMIT });
  return n;
}

function parseStart(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const n = parseInt4(raw, '_start');
  if (n < 0 || n > MAX_START) throw badParam('Query.param.range', '_start', { min: 0, max: MAX_START });
  return n;
}
