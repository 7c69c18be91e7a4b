import {
  MANY_RELATION_OPERATORS,
  OPERATORS_BY_TYPE,
  type CollectionQuery,
  type FieldType,
  type Operator,
} from '../../core/query/collection';
import { DEFAULT_LIMIT, MAX_LIMIT, sortableFields } from '../../core/query/parse-query';
import type { ParamDoc } from './resource';

/** What each operator suffix means, for the generated reference. */
export const OPERATOR_DOCS: Record<Operator, string> = {
  eq: 'equals (also the bare name; repeated means any of)',
  ne: 'does not equal (empty values included)',
  in: 'is one of (repeat the parameter, `x_in=1&x_in=2`, or `x_in[]=1`)',
  nin: 'is none of (empty values included)',
  lt: 'less than',
  lte: 'less than or equal',
  gt: 'greater than',
  gte: 'greater than or equal',
  contains: 'contains, case-sensitive',
  containsi: 'contains, case-insensitive',
  ncontains: 'does not contain, case-sensitive',
  ncontainsi: 'does not contain, case-insensitive',
  null: '`true`: is empty, `false`: is set',
};

const OPERATOR_SHORT: Record<Operator, string> = {
  eq: 'equals',
  ne: 'not equal',
  in: 'one of',
  nin: 'none of',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  contains: 'contains',
  containsi: 'contains, any case',
  ncontains: 'does not contain',
  ncontainsi: 'does not contain, any case',
  null: 'is empty',
};

const TYPE_SCHEMA: Record<FieldType, Record<string, unknown>> = {
  id: { type: 'integer', minimum: 1 },
  int: { type: 'integer' },
  bool: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
  text: { type: 'string', maxLength: 500 },
};

/** `_publicationState` and `_locale`: accepted everywhere. */
export const stateParams: ParamDoc[] = [
  {
    name: '_publicationState',
    in: 'query',
    schema: { type: 'string', enum: ['live', 'preview'], default: 'live' },
    description: '`preview` adds drafts the viewer may see (see the collection); others get published entries only.',
  },
  {
    name: '_locale',
    in: 'query',
    schema: { type: 'string', enum: ['cs', 'en', 'all'] },
    description: 'Locale of localized collections (pages, menupages); default cs.',
  },
];

type FilterParam = ParamDoc & { 'x-filter': { field: string; operator: Operator; type: string } };

/** Every filter parameter a collection accepts, generated from its query definition. */
export function filterParams(def: CollectionQuery): FilterParam[] {
  const params: FilterParam[] = [];
  const add = (field: string, base: string, type: FieldType, operators: readonly Operator[], note?: string) => {
    for (const op of operators) {
      const value = TYPE_SCHEMA[type];
      const schema = op === 'null' ? { type: 'boolean' } : op === 'in' || op === 'nin' ? { type: 'array', items: value } : value;
      params.push({
        name: op === 'eq' ? base : `${base}_${op}`,
        in: 'query',
        schema,
        description: `${field}: ${OPERATOR_SHORT[op]}${note ? `. ${note}` : ''}`,
        'x-filter': { field, operator: op, type: type === 'id' && base.includes('.') ? 'relation id' : type },
      });
    }
  };
  for (const [name, field] of Object.entries(def.fields))
    add(name, name, field.type, OPERATORS_BY_TYPE[field.type], field.description);
  for (const [name, relation] of Object.entries(def.relations)) {
    const operators = relation.kind === 'one' ? OPERATORS_BY_TYPE.id : MANY_RELATION_OPERATORS;
    // `hall=3` and `hall_in=3` are synonyms of `hall.id=3` and `hall.id_in=3`; only the latter are listed.
    add(name, `${name}.id`, 'id', operators, relation.description);
  }
  return params;
}

/** Filters plus `_where`, `_sort`, `_limit`, `_start` and the state parameters. */
export function listParams(def: CollectionQuery): ParamDoc[] {
  return [
    ...filterParams(def),
    {
      name: '_where',
      in: 'query',
      style: 'deepObject',
      explode: true,
      schema: { type: 'object', additionalProperties: { type: 'string' } },
      description:
        'Any filter above written as `_where[name]=value`, e.g. `_where[embeds.id]=2` or `_where[start_gte]=2021-10-11`.',
    },
    {
      name: '_sort',
      in: 'query',
      schema: { type: 'string' },
      description: `Comma-separated \`field:asc|desc\` keys (direction case-insensitive, default asc), then by id. Sortable: ${sortableFields(def).join(', ')}.`,
    },
    {
      name: '_limit',
      in: 'query',
      schema: { type: 'integer', minimum: -1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
      description: `Page size; -1 means all (up to ${MAX_LIMIT}).`,
    },
    {
      name: '_start',
      in: 'query',
      schema: { type: 'integer', minimum: 0, default: 0 },
      description: 'Number of entries to skip.',
    },
    ...stateParams,
  ];
}

/** The `{id}` of an entry's path: a positive integer. */
export const idPathParam = (description: string): ParamDoc => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description,
});

/** For collections without drafts or locales (users, files): the state parameters mean nothing there. */
export const notState = (p: ParamDoc) => !stateParams.some((s) => s.name === p.name);

/** Filters, `_where` and state parameters (pagination parameters are accepted and ignored). */
export function countParams(def: CollectionQuery): ParamDoc[] {
  return listParams(def).filter((p) => p.name !== '_sort' && p.name !== '_limit' && p.name !== '_start');
}

/** `?edition=<year>` of the edition-owned admin lists and the event writes (decision 178). */
export const editionParam: ParamDoc = {
  name: 'edition',
  in: 'query',
  schema: { type: 'integer', minimum: 1000, maximum: 9999 },
  description:
    'The year of the edition to read or write (decision 178); absent: the current edition. A year without an edition is 400 `Query.param.edition`; an archived edition refuses changes of its programme and settings with 409 `Edition.archived`.',
};
