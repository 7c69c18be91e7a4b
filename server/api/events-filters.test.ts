import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_TYPE } from '../../db/schema';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiEvent } from '../../core/events/event-schema';

/**
 * Filters, relation paths, sorting, pagination and count on /api/events. Every query is scoped
 * to this file's hall, so rows of other tests cannot leak in.
 */
let t: ApiTestContext;
let ids: { A: number; B: number; C: number };
let rel: Record<string, number>;
/** Filters on who signed up are an Admin's (or one's own, decision 055): those queries ask as one. */
let admin: Awaited<ReturnType<typeof f.createAdmin>>;

beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  const hall = await f.createHall(db);
  const [L1, L2] = [await f.createLocation(db), await f.createLocation(db)];
  const [X1, X2] = [await f.createExhibitor(db), await f.createExhibitor(db)];
  const [S1, S2] = [await f.createSpeaker(db), await f.createSpeaker(db)];
  const [U1, U2] = [await f.createUser(db), await f.createUser(db)];
  admin = await f.createAdmin(db);
  const E1 = await f.createEmbed(db);
  const F1 = await f.createFile(db);
  const A = await f.createEvent(db, {
    name: 'Alpha seminar',
    name_en: 'Alpha EN',
    start: new Date('2021-10-11T07:00:00Z'),
    end: new Date('2021-10-11T08:00:00Z'),
    max_users: 10,
    is_premiere: true,
    hallId: hall.id,
    locationId: L1.id,
    eventtypeId: EVENT_TYPE.seminar,
    exhibitorId: X1.id,
    speakers: [S1.id],
    users: [U1.id],
    embeds: [E1.id],
    files: [F1.id],
  });
  const B = await f.createEvent(db, {
    name: 'Beta talk',
    start: new Date('2021-10-12T08:00:00Z'),
    end: new Date('2021-10-12T09:00:00Z'),
    max_users: 20,
    address: 'Street 50%',
    hallId: hall.id,
    locationId: L2.id,
    eventtypeId: EVENT_TYPE.accompanying,
    exhibitorId: X2.id,
    speakers: [S1.id, S2.id],
    users: [U1.id, U2.id],
  });
  const C = await f.createEvent(db, {
    name: 'Gamma panel',
    start: new Date('2021-10-13T12:00:00Z'),
    end: new Date('2021-10-13T13:00:00Z'),
    address: 'Main_road',
    hallId: hall.id,
    eventtypeId: EVENT_TYPE.conference,
  });
  // A draft matching many of the filters below: it must never show up for a guest.
  await f.createEvent(db, {
    name: 'Delta draft',
    hallId: hall.id,
    eventtypeId: EVENT_TYPE.accompanying,
    users: [U1.id],
    published_at: null,
  });
  ids = { A: A.id, B: B.id, C: C.id };
  rel = {
    H: hall.id,
    L1: L1.id,
    L2: L2.id,
    X1: X1.id,
    X2: X2.id,
    S1: S1.id,
    S2: S2.id,
    U1: U1.id,
    U2: U2.id,
    E1: E1.id,
    F1: F1.id,
  };
});
afterAll(async () => {
  await t.database.close();
});

/** Names of the events a guest (or the Admin) gets for a query, in the order answered. */
async function names(qs: string, asAdmin = false): Promise<string[]> {
  const sep = qs ? '&' : '';
  const list = await t.json<{ id: number }[]>(`/api/events?hall.id=${rel.H}${sep}${qs}`, asAdmin ? admin : null);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return list.map((e) => byId[e.id] ?? `#${e.id}`);
}

describe('GET /api/events filters', () => {
  test('no filter: the published events, by id', async () => {
    expect(await names('')).toEqual(['A', 'B', 'C']);
  });

  test('eq: bare name, _eq, relation shorthand and .id', async () => {
    expect(await names('name=Beta talk')).toEqual(['B']);
    expect(await names('name_eq=Beta talk')).toEqual(['B']);
    expect(await names(`eventtype=${EVENT_TYPE.accompanying}`)).toEqual(['B']);
    expect(await names(`eventtype.id=${EVENT_TYPE.seminar}`)).toEqual(['A']);
    expect(await names(`eventtype_eq=${EVENT_TYPE.conference}`)).toEqual(['C']);
    expect(await names(`id=${ids.C}`)).toEqual(['C']);
    expect(await names(`id=${ids.A}&id=${ids.C}`)).toEqual(['A', 'C']);
  });

  test('ne and nin keep empty values', async () => {
    expect(await names('max_users_ne=10')).toEqual(['B', 'C']);
    expect(await names(`location.id_nin=${rel.L1}`)).toEqual(['B', 'C']);
    expect(await names(`location_nin=${rel.L1}&location_nin=${rel.L2}`)).toEqual(['C']);
    expect(await names(`id_nin=${ids.A}&id_nin=${ids.B}`)).toEqual(['C']);
  });

  test('in: repeated, with [], on fields and relations', async () => {
    expect(await names(`eventtype_in=${EVENT_TYPE.seminar}&eventtype_in=${EVENT_TYPE.conference}`)).toEqual(['A', 'C']);
    expect(await names(`eventtype.id_in[]=${EVENT_TYPE.seminar}&eventtype.id_in[]=${EVENT_TYPE.accompanying}`)).toEqual([
      'A',
      'B',
    ]);
    expect(await names(`id_in=${ids.B}`)).toEqual(['B']);
    expect(await names(`exhibitor_in=${rel.X1}`)).toEqual(['A']);
    expect(await names(`exhibitor.id=${rel.X2}`)).toEqual(['B']);
    expect(await names(`location.id_in=${rel.L2}`)).toEqual(['B']);
  });

  test('lt, lte, gt, gte on integers', async () => {
    expect(await names('max_users_lt=20')).toEqual(['A']);
    expect(await names('max_users_lte=20')).toEqual(['A', 'B']);
    expect(await names('max_users_gt=10')).toEqual(['B']);
    expect(await names('max_users_gte=10')).toEqual(['A', 'B']);
  });

  test('dates are compared as instants; a bare date is midnight in Prague', async () => {
    // Midnight 12 October in Prague is 22:00 UTC on the 11th: A (07:00 UTC on the 11th) is before it.
    expect(await names('start_gte=2021-10-12')).toEqual(['B', 'C']);
    expect(await names('start_lt=2021-10-12T10:00:00%2B02:00')).toEqual(['A']);
    expect(await names('start_lte=2021-10-12T10:00:00%2B02:00')).toEqual(['A', 'B']);
    expect(await names('start=2021-10-11T07:00:00.000Z')).toEqual(['A']);
    expect(await names('start=2021-10-11T09:00')).toEqual(['A']);
    expect(await names('end_gt=2021-10-12T09:00:00Z')).toEqual(['C']);
  });

  test('contains family: case, negation and empty values', async () => {
    expect(await names('name_contains=eta')).toEqual(['B']);
    expect(await names('name_contains=BETA')).toEqual([]);
    expect(await names('name_containsi=BETA')).toEqual(['B']);
    expect(await names('name_ncontains=Beta')).toEqual(['A', 'C']);
    expect(await names('name_ncontains=beta')).toEqual(['A', 'B', 'C']);
    expect(await names('name_ncontainsi=beta')).toEqual(['A', 'C']);
    expect(await names('name_en_ncontains=Alpha')).toEqual(['B', 'C']);
  });

  test('LIKE wildcards in values are literal', async () => {
    expect(await names('address_contains=50%25')).toEqual(['B']);
    expect(await names('address_contains=%25')).toEqual(['B']);
    expect(await names('address_contains=_')).toEqual(['C']);
    expect(await names('address_containsi=N_R')).toEqual(['C']);
  });

  test('null on fields and relations', async () => {
    expect(await names('location_null=true')).toEqual(['C']);
    expect(await names('location.id_null=false')).toEqual(['A', 'B']);
    expect(await names('name_en_null=true')).toEqual(['B', 'C']);
    expect(await names('exhibitor_null=true')).toEqual(['C']);
    expect(await names('users.id_null=true', true)).toEqual(['C']);
    expect(await names('users_null=false', true)).toEqual(['A', 'B']);
  });

  test('booleans', async () => {
    expect(await names('is_premiere=true')).toEqual(['A']);
    expect(await names('is_premiere=0')).toEqual(['B', 'C']);
    expect(await names('is_premiere_ne=true')).toEqual(['B', 'C']);
  });

  test('to-many relations: users, speakers, embeds, files', async () => {
    expect(await names(`users.id=${rel.U2}`, true)).toEqual(['B']);
    expect(await names(`users.id_eq=${rel.U1}`, true)).toEqual(['A', 'B']);
    expect(await names(`users=${rel.U1}`, true)).toEqual(['A', 'B']);
    expect(await names(`users.id_in=${rel.U2}&users.id_in=${rel.U1}`, true)).toEqual(['A', 'B']);
    expect(await names(`users.id_ne=${rel.U2}`, true)).toEqual(['A', 'C']);
    expect(await names(`users.id_nin=${rel.U1}`, true)).toEqual(['C']);
    expect(await names(`speakers.id=${rel.S2}`)).toEqual(['B']);
    expect(await names(`speakers.id=${rel.S1}`)).toEqual(['A', 'B']);
    expect(await names(`_where[embeds.id]=${rel.E1}`)).toEqual(['A']);
    expect(await names(`_where[speakers.id_in][]=${rel.S2}`)).toEqual(['B']);
    expect(await names(`files.id=${rel.F1}`)).toEqual(['A']);
  });

  test('filters combine with AND; _where and top level mix', async () => {
    expect(await names(`eventtype_in=${EVENT_TYPE.seminar}&eventtype_in=${EVENT_TYPE.accompanying}&max_users_gt=10`)).toEqual([
      'B',
    ]);
    expect(await names(`_where[users.id]=${rel.U1}&name_containsi=alpha`, true)).toEqual(['A']);
  });
});

describe('GET /api/events sorting and pagination', () => {
  test('one key, both directions, case-insensitive', async () => {
    expect(await names('_sort=start:desc')).toEqual(['C', 'B', 'A']);
    expect(await names('_sort=start:ASC')).toEqual(['A', 'B', 'C']);
    expect(await names('_sort=name:DESC')).toEqual(['C', 'B', 'A']);
    expect(await names('_sort=name')).toEqual(['A', 'B', 'C']);
  });

  test('several keys', async () => {
    expect(await names('_sort=is_premiere:asc,name:desc')).toEqual(['C', 'B', 'A']);
    expect(await names('_sort=is_premiere:desc,start:desc')).toEqual(['A', 'C', 'B']);
  });

  test('ties are broken by id, so pages are stable', async () => {
    expect(await names('_sort=access_control:desc')).toEqual(['A', 'B', 'C']);
    expect(await names('_sort=access_control:asc&_limit=1&_start=1')).toEqual(['B']);
  });

  test('_limit and _start', async () => {
    expect(await names('_sort=start:asc&_limit=2')).toEqual(['A', 'B']);
    expect(await names('_sort=start:asc&_start=1&_limit=1')).toEqual(['B']);
    expect(await names('_sort=start:asc&_start=2')).toEqual(['C']);
    expect(await names('_start=5')).toEqual([]);
    expect(await names('_limit=-1')).toEqual(['A', 'B', 'C']);
    expect(await names('_limit=0')).toEqual([]);
  });

  test('the default limit is 100', async () => {
    const db = t.database.db;
    const hall = await f.createHall(db);
    for (let i = 0; i < 105; i++) await f.createEvent(db, { hallId: hall.id });
    expect(await t.json<unknown[]>(`/api/events?hall.id=${hall.id}`)).toHaveLength(100);
    expect(await t.json<unknown[]>(`/api/events?hall.id=${hall.id}&_limit=-1`)).toHaveLength(105);
    expect(await t.json<number>(`/api/events/count?hall.id=${hall.id}`)).toBe(105);
  });
});

describe('GET /api/events/count', () => {
  test('counts with the same filters, ignoring pagination and sort', async () => {
    expect(await t.json<number>(`/api/events/count?hall.id=${rel.H}`)).toBe(3);
    expect(await t.json<number>(`/api/events/count?hall.id=${rel.H}&eventtype=${EVENT_TYPE.accompanying}`)).toBe(1);
    expect(await t.json<number>(`/api/events/count?hall.id=${rel.H}&_limit=1&_start=1&_sort=name:desc`)).toBe(3);
    expect(await t.json<number>(`/api/events/count?hall.id=${rel.H}&users.id=${rel.U1}`, admin)).toBe(2);
  });
});

describe('GET /api/events answer', () => {
  test('relations are expanded one level, with local date and time', async () => {
    const [a] = await t.json<ApiEvent[]>(`/api/events?id=${ids.A}`);
    expect(a).toMatchObject({
      id: ids.A,
      start: '2021-10-11T07:00:00.000Z',
      end: '2021-10-11T08:00:00.000Z',
      start_d: '2021-10-11',
      start_t: '09:00',
      end_d: '2021-10-11',
      end_t: '10:00',
      eventtype: { id: EVENT_TYPE.seminar, name: 'Odborný seminář', name_en: 'Professional seminar' },
      location: { id: rel.L1 },
      hall: { id: rel.H },
      exhibitor: { id: rel.X1 },
      users: [],
      speakers: [{ id: rel.S1 }],
      embeds: [{ id: rel.E1 }],
      files: [{ id: rel.F1, url: expect.stringMatching(/^\/uploads\//), formats: { thumbnail: expect.any(Object) } }],
      image: null,
    });
    expect(Object.keys(a!)).not.toContain('search_text');
  });

  test('speakers come in speakers_order, unlisted ones after', async () => {
    const db = t.database.db;
    const [s1, s2, s3] = [await f.createSpeaker(db), await f.createSpeaker(db), await f.createSpeaker(db)];
    const e = await f.createEvent(db, { speakers: [s1.id, s2.id, s3.id], speakers_order: `${s3.id},${s1.id}` });
    const event = await t.json<ApiEvent>(`/api/events/${e.id}`);
    expect(event.speakers.map((s: { id: number }) => s.id)).toEqual([s3.id, s1.id, s2.id]);
  });
});
