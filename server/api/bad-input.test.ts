import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusal } from '../../tests/refusal';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';

/** Bad input never answers 500: a 400 JSON naming the parameter, or a 404 JSON. */
let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(async () => {
  await t.database.close();
});

const cases: [string, string][] = [
  ['/api/events?foo=1', 'foo'],
  ['/api/events?name_between=x', 'name_between'],
  ['/api/events?hall.id=abc', 'hall.id'],
  ['/api/events?hall=abc', 'hall'],
  ['/api/events?hall.name=x', 'hall.name'],
  ['/api/events?nothing.id=1', 'nothing.id'],
  ['/api/events?is_premiere=maybe', 'is_premiere'],
  ['/api/events?start_gte=yesterday', 'start_gte'],
  ['/api/events?start_gte=2021-02-30', 'start_gte'],
  ['/api/events?max_users_contains=1', 'max_users_contains'],
  ['/api/events?users.id_lt=3', 'users.id_lt'],
  ['/api/events?id=99999999999', 'id'],
  ['/api/events?id_in=1&id_in=x', 'id_in'],
  ['/api/events?max_users_lt=1&max_users_lt=2', 'max_users_lt'],
  ['/api/events?users_present_contains=1', 'users_present_contains'],
  ['/api/events?_limit=10000', '_limit'],
  ['/api/events?_limit=-2', '_limit'],
  ['/api/events?_limit=abc', '_limit'],
  ['/api/events?_limit=1&_limit=2', '_limit'],
  ['/api/events?_start=-1', '_start'],
  ['/api/events?_sort=nope:asc', '_sort'],
  ['/api/events?_sort=name:up', '_sort'],
  ['/api/events?_sort=description', '_sort'],
  ['/api/events?_publicationState=draft', '_publicationState'],
  ['/api/events?_locale=de', '_locale'],
  ['/api/events?_q=x', '_q'],
  ['/api/events?_where[0][name]=x', '_where[0][name]'],
  ['/api/events/count?foo=1', 'foo'],
  ['/api/events/count?_limit=x', '_limit'],
  ['/api/events/1?foo=bar', 'foo'],
  ['/api/events/1?_publicationState=x', '_publicationState'],
  ['/api/events/abc', 'id'],
  ['/api/halls?broadcast=vimeo:1', 'broadcast'],
  ['/api/halls?slido_null=false', 'slido_null'],
  ['/api/exhibitors?ispublic=yes', 'ispublic'],
  ['/api/exhibitors?users_can_edit.id=x', 'users_can_edit.id'],
  ['/api/pages?_locale=xx', '_locale'],
  ['/api/menupages?page.id=x', 'page.id'],
  ['/api/embeds?type=video', 'type'],
  ['/api/speakers?_sort=name:asc,', '_sort'],
  ['/api/setting?foo=1', 'foo'],
  // Names every JavaScript object inherits are not fields either.
  ['/api/events?constructor=1', 'constructor'],
  ['/api/events?toString_eq=1', 'toString_eq'],
  ['/api/events?constructor.id=1', 'constructor.id'],
  ['/api/events?_where[__proto__]=1', '_where[__proto__]'],
  ['/api/events?_where[valueOf_in]=1', '_where[valueOf_in]'],
  ['/api/events?_sort=constructor', '_sort'],
  ['/api/events?_sort=__proto__:desc', '_sort'],
  ['/api/speakers?hasOwnProperty=1', 'hasOwnProperty'],
  ['/api/halls/count?isPrototypeOf=1', 'isPrototypeOf'],
  ['/api/pages?constructor_null=true', 'constructor_null'],
];

describe('bad input', () => {
  test.each(cases)('%s -> 400 naming %s', async (path, param) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const problem = refusal(body);
    expect(problem.field).toBe(param);
    expect(problem.code).toMatch(/^(Query|Search|Form)\./);
    expect(problem.message).toContain(param);
  });

  test('unknown API paths answer 404 JSON', async () => {
    for (const path of ['/api/nothing', '/api/events/1/extra', '/api/users-permissions']) {
      const res = await t.get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
