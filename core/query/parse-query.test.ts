import { describe, expect, test } from 'vitest';
import { ROLE } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { userQuery } from '../accounts/user-query';
import { embedQuery } from '../embeds/embed-query';
import { AppError } from '../errors/app-error';
import { eventQuery } from '../events/event-query';
import { eventTypeQuery } from '../event-types/event-type-query';
import { exhibitorQuery } from '../exhibitors/exhibitor-query';
import { hallQuery } from '../halls/hall-query';
import { locationQuery } from '../locations/location-query';
import { menuPageQuery } from '../pages/menu-page-query';
import { pageQuery } from '../pages/page-query';
import { patronQuery } from '../patrons/patron-query';
import { speakerQuery } from '../speakers/speaker-query';
import type { CollectionQuery } from './collection';
import { parseQuery } from './parse-query';

/** An Admin asks, so filters that only Admins may use about anyone (an event's users) parse too. */
const admin: ViewerWithRights = { id: 1, roleId: ROLE.admin, hasTicket: false, editableExhibitorIds: [], editableSpeakerIds: [] };
const parse = (qs: string, def = eventQuery) =>
  parseQuery(new URLSearchParams(qs), def, { timezone: 'Europe/Prague', viewer: admin });
const filters = (qs: string) => parse(qs).filters.map((f) => ({ path: f.path, op: f.op, values: f.values }));

/** Asserts a 400 whose message and field name the parameter. */
function refuses(qs: string, param: string) {
  try {
    parse(qs);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).field).toBe(param);
    expect((err as AppError).message).toContain(param);
    return;
  }
  throw new Error(`expected ${qs} to be refused`);
}

describe('parseQuery filters', () => {
  test('field, field_eq and every operator suffix', () => {
    expect(filters('name=A')).toEqual([{ path: 'name', op: 'eq', values: ['A'] }]);
    expect(filters('name_eq=A')).toEqual([{ path: 'name', op: 'eq', values: ['A'] }]);
    for (const op of ['ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'containsi', 'ncontains', 'ncontainsi', 'in', 'nin']) {
      expect(filters(`name_${op}=A`)).toEqual([{ path: 'name', op, values: ['A'] }]);
    }
    expect(filters('name_null=true&name_en_null=false')).toEqual([
      { path: 'name', op: 'null', values: [true] },
      { path: 'name_en', op: 'null', values: [false] },
    ]);
  });

  test('field names with underscores are not mistaken for operators', () => {
    expect(filters('name_en=A&max_users_lt=3&published_at_null=true&is_premiere=1')).toEqual([
      { path: 'name_en', op: 'eq', values: ['A'] },
      { path: 'max_users', op: 'lt', values: [3] },
      { path: 'published_at', op: 'null', values: [true] },
      { path: 'is_premiere', op: 'eq', values: [true] },
    ]);
  });

  test('values are coerced by field type', () => {
    const [start] = parse('start_gte=2021-10-11').filters;
    expect((start!.values[0] as Date).toISOString()).toBe('2021-10-10T22:00:00.000Z');
    expect(filters('id=5')).toEqual([{ path: 'id', op: 'eq', values: [5] }]);
  });

  test('repeatable _in and _nin, also with [] and [n]', () => {
    expect(filters('id_in=1&id_in=2')).toEqual([{ path: 'id', op: 'in', values: [1, 2] }]);
    expect(filters('id_in[]=1&id_in[]=2&id_in[]=3')).toEqual([{ path: 'id', op: 'in', values: [1, 2, 3] }]);
    expect(filters('id_nin[0]=1&id_nin[1]=2')).toEqual([{ path: 'id', op: 'nin', values: [1, 2] }]);
    expect(filters('id=1&id=2')).toEqual([{ path: 'id', op: 'in', values: [1, 2] }]);
    expect(filters('id_ne=1&id_ne=2')).toEqual([{ path: 'id', op: 'nin', values: [1, 2] }]);
  });

  test('relation paths: shorthand, .id, .id_op, to-many, _where', () => {
    const expected = (path: string, op: string, values: number[]) => [{ path, op, values }];
    expect(filters('eventtype=1')).toEqual(expected('eventtype', 'eq', [1]));
    expect(filters('eventtype.id=1')).toEqual(expected('eventtype', 'eq', [1]));
    expect(filters('hall.id=3')).toEqual(expected('hall', 'eq', [3]));
    expect(filters('location.id_in=2')).toEqual(expected('location', 'in', [2]));
    expect(filters('exhibitor_in=4&exhibitor_in=5')).toEqual(expected('exhibitor', 'in', [4, 5]));
    expect(filters('exhibitor.id=4')).toEqual(expected('exhibitor', 'eq', [4]));
    expect(filters('users.id_eq=7')).toEqual(expected('users', 'eq', [7]));
    expect(filters('users.id=7')).toEqual(expected('users', 'eq', [7]));
    expect(filters('speakers.id=3')).toEqual(expected('speakers', 'eq', [3]));
    expect(filters('_where[embeds.id]=2')).toEqual(expected('embeds', 'eq', [2]));
    expect(filters('_where[embeds.id_in][]=2&_where[embeds.id_in][]=3')).toEqual(expected('embeds', 'in', [2, 3]));
    expect(filters('_where[name_containsi]=x')).toEqual([{ path: 'name', op: 'containsi', values: ['x'] }]);
    expect(filters('hall.id_null=true')).toEqual([{ path: 'hall', op: 'null', values: [true] }]);
  });

  test('the same filter through _where and top level is one group', () => {
    expect(filters('_where[id_in]=1&id_in=2')).toEqual([{ path: 'id', op: 'in', values: [1, 2] }]);
  });

  test('bad filters name their parameter', () => {
    refuses('foo=1', 'foo');
    refuses('name_between=1', 'name_between');
    refuses('hall.id=abc', 'hall.id');
    refuses('hall.name=x', 'hall.name');
    refuses('nothing.id=1', 'nothing.id');
    refuses('is_premiere=maybe', 'is_premiere');
    refuses('start_gte=yesterday', 'start_gte');
    refuses('max_users_contains=1', 'max_users_contains');
    refuses('is_premiere_lt=true', 'is_premiere_lt');
    refuses('users.id_lt=3', 'users.id_lt');
    refuses('users.id_contains=3', 'users.id_contains');
    refuses('name_null=perhaps', 'name_null');
    refuses('max_users_lt=1&max_users_lt=2', 'max_users_lt');
    refuses('id=99999999999', 'id');
    refuses('users_present_contains=1', 'users_present_contains');
    refuses('search_text_contains=a', 'search_text_contains');
    refuses('_q=x', '_q');
    refuses('_where[0][name]=x', '_where[0][name]');
    refuses('_where[_or][0][name]=x', '_where[_or][0][name]');
    expect(() => parse('=x')).toThrow(/Unknown parameter/);
  });
});

describe('parseQuery control parameters', () => {
  test('defaults', () => {
    const q = parse('');
    expect(q).toMatchObject({ filters: [], sort: [], limit: 100, start: 0, publicationState: 'live', locale: undefined });
  });

  test('_sort: one or several keys, direction case-insensitive, default asc', () => {
    expect(parse('_sort=start:asc').sort).toEqual([{ field: 'start', direction: 'asc' }]);
    expect(parse('_sort=name:DESC').sort).toEqual([{ field: 'name', direction: 'desc' }]);
    expect(parse('_sort=start').sort).toEqual([{ field: 'start', direction: 'asc' }]);
    expect(parse('_sort=start:asc,name:Desc').sort).toEqual([
      { field: 'start', direction: 'asc' },
      { field: 'name', direction: 'desc' },
    ]);
  });

  test('_sort refuses unknown or unsortable fields and bad directions', () => {
    for (const bad of [
      'nope:asc',
      'name:up',
      'description:asc',
      'users_present',
      'hall.name:asc',
      '',
      'name:asc:x',
      'start:asc,',
    ]) {
      refuses(`_sort=${bad}`, '_sort');
    }
  });

  test('_limit and _start', () => {
    expect(parse('_limit=5&_start=10')).toMatchObject({ limit: 5, start: 10 });
    expect(parse('_limit=-1').limit).toBe(9999);
    expect(parse('_limit=9999').limit).toBe(9999);
    expect(parse('_limit=0').limit).toBe(0);
    for (const bad of ['10000', '-2', 'abc', '1.5', '']) refuses(`_limit=${bad}`, '_limit');
    for (const bad of ['-1', 'x']) refuses(`_start=${bad}`, '_start');
    refuses('_limit=1&_limit=2', '_limit');
  });

  test('_publicationState and _locale', () => {
    expect(parse('_publicationState=preview').publicationState).toBe('preview');
    expect(parse('_publicationState=live').publicationState).toBe('live');
    refuses('_publicationState=draft', '_publicationState');
    expect(parse('_locale=en', pageQuery).locale).toBe('en');
    expect(parse('_locale=all', pageQuery).locale).toBe('all');
    refuses('_locale=de', '_locale');
  });
});

describe('parseQuery relations that may only ask for your own id', () => {
  const collections = [
    eventQuery,
    exhibitorQuery,
    speakerQuery,
    embedQuery,
    pageQuery,
    menuPageQuery,
    patronQuery,
    hallQuery,
    locationQuery,
    eventTypeQuery,
    userQuery,
  ];
  const guarded = collections.flatMap((def) =>
    Object.entries(def.relations)
      .filter(([, r]) => r.kind === 'many' && r.ownIdOnly)
      .map(([name]) => [def, name] as const),
  );
  const me: ViewerWithRights = {
    id: 7,
    roleId: ROLE.organizer,
    hasTicket: false,
    editableExhibitorIds: [],
    editableSpeakerIds: [],
  };
  const asking = (def: CollectionQuery, qs: string, viewer: ViewerWithRights | null) =>
    parseQuery(new URLSearchParams(qs), def, { timezone: 'Europe/Prague', viewer });
  const forbidden = (fn: () => unknown, param: string) => {
    try {
      fn();
    } catch (err) {
      expect(err).toMatchObject({ status: 403, field: param });
      return;
    }
    throw new Error(`expected ${param} to be forbidden`);
  };

  test("users_can_edit of exhibitors and speakers, and an event's sign-ups, are guarded", () => {
    expect(guarded.map(([def, name]) => `${def.name}.${name}`)).toEqual([
      'events.users',
      'exhibitors.users_can_edit',
      'speakers.users_can_edit',
    ]);
  });

  test.each(guarded.map(([def, name]) => [`${def.name}.${name}`, def, name] as const))(
    '%s: your own id, or anything for an Admin',
    (_, def, name) => {
      expect(asking(def, `${name}=7`, me).filters).toHaveLength(1);
      expect(asking(def, `${name}.id_in=7&${name}.id_in=7`, me).filters).toHaveLength(1);
      expect(asking(def, `${name}_ne=8&${name}_null=true`, { ...me, id: 1, roleId: ROLE.admin }).filters).toHaveLength(2);
      forbidden(() => asking(def, `${name}=8`, me), name);
      forbidden(() => asking(def, `${name}.id_in=7&${name}.id_in=8`, me), `${name}.id_in`);
      forbidden(() => asking(def, `_where[${name}.id]=7`, null), `_where[${name}.id]`);
      forbidden(() => asking(def, `${name}_ne=7`, me), `${name}_ne`);
      forbidden(() => asking(def, `${name}_null=false`, me), `${name}_null`);
    },
  );

  test('a malformed query is a 400 before a forbidden filter is a 403', () => {
    expect(() => asking(exhibitorQuery, 'users_can_edit=8&_limit=x', me)).toThrow(/_limit/);
  });
});
