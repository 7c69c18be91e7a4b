import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiEventType } from '../../core/event-types/event-type-query';
import type { ApiHall } from '../../core/halls/hall-query';
import type { ApiLocation } from '../../core/locations/location-query';
import type { ApiPatron } from '../../core/patrons/patron-query';
import { refusalOf } from '../../tests/refusal';

/** The small collections: event types, locations, halls and patrons. */
let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(async () => {
  await t.database.close();
});

describe('reference collections', () => {
  test('event types 1 to 4', async () => {
    const types = await t.json<ApiEventType[]>('/api/event-types');
    expect(types.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(await t.json<ApiEventType>('/api/event-types/3')).toEqual({ id: 3, name: 'Konference', name_en: 'Conference' });
    expect(await t.json<number>('/api/event-types/count?id_lte=2')).toBe(2);
  });

  test('locations and halls sorted by name', async () => {
    const db = t.database.db;
    await f.createLocation(db, { name: 'Praha', name_en: 'Prague' });
    await f.createLocation(db, { name: 'Brno' });
    await f.createHall(db, { name: 'Sál B' });
    await f.createHall(db, { name: 'Sál A', description: 'Velký sál' });
    expect((await t.json<ApiLocation[]>('/api/locations?_sort=name:asc')).map((l) => l.name)).toEqual(['Brno', 'Praha']);
    expect((await t.json<ApiLocation[]>('/api/locations?name_en=Prague'))[0]).toMatchObject({
      name: 'Praha',
      name_en: 'Prague',
      created_at: expect.any(String),
    });
    expect((await t.json<ApiHall[]>('/api/halls?_sort=name:asc')).map((h) => h.name)).toEqual(['Sál A', 'Sál B']);
    expect((await t.json<ApiHall[]>('/api/halls?description_containsi=VELK')).map((h) => h.name)).toEqual(['Sál A']);
  });

  test('patrons with their image', async () => {
    const db = t.database.db;
    const image = await f.createFile(db, { caption: 'Portrait' });
    const p = await f.createPatron(db, {
      name: 'Ada',
      job: 'Inventor',
      job_en: 'Inventor',
      imageId: image.id,
      website: 'https://ada.example',
    });
    const patron = await t.json<ApiPatron>(`/api/patrons/${p.id}`);
    expect(patron).toMatchObject({
      id: p.id,
      name: 'Ada',
      job: 'Inventor',
      website: 'https://ada.example',
      image: { id: image.id, caption: 'Portrait' },
    });
    expect((await t.json<ApiPatron[]>('/api/patrons?image.id=' + image.id)).map((x) => x.id)).toEqual([p.id]);
  });

  test.each(['events', 'event-types', 'locations', 'halls', 'exhibitors', 'speakers', 'patrons', 'embeds', 'pages', 'menupages'])(
    '/api/%s: missing id is 404 JSON, a non-numeric id 400',
    async (name) => {
      const missing = await t.get(`/api/${name}/999999`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toContain('application/json');
      expect(await refusalOf(missing)).toMatchObject({ statusCode: 404, code: 'Entry.notFound' });
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await t.get(`/api/${name}/${bad}`);
        expect(res.status).toBe(400);
        expect(await refusalOf(res)).toMatchObject({
          statusCode: 400,
          field: 'id',
          code: expect.stringMatching(/^Query\.param\./),
        });
      }
      expect(await t.json<unknown[]>(`/api/${name}?_limit=1`)).toBeInstanceOf(Array);
      expect(typeof (await t.json<number>(`/api/${name}/count`))).toBe('number');
    },
  );
});
