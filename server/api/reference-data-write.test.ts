import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventTypes, halls, locations, ROLE } from '../../db/schema';
import { createAdmin, createEvent, createHall, createLocation, createOrganizer, createUser } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** The write API of event types, locations and halls: Admin only, validation, refused deletes. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
});
afterAll(() => t.database.close());

const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
type Named = { id: number; name: string; name_en: string | null };
type Hall = Named & { broadcast: string | null; slido: string | null; description: string | null; description_en: string | null };
const hallRow = async (id: number) => (await t.database.db.select().from(halls).where(eq(halls.id, id)))[0];
const locationRow = async (id: number) => (await t.database.db.select().from(locations).where(eq(locations.id, id)))[0];

describe('who may write reference data', () => {
  test.each(['/api/event-types', '/api/locations', '/api/halls'])(
    '%s: guests 401 before the body is read, others 403',
    async (path) => {
      const db = t.database.db;
      const existing =
        path === '/api/event-types' ? 1 : path === '/api/locations' ? (await createLocation(db)).id : (await createHall(db)).id;
      for (const [method, url] of [
        ['POST', path],
        ['PUT', `${path}/${existing}`],
        ['DELETE', `${path}/${existing}`],
      ] as const) {
        expect(await refusalOf(await t.send(method, url, { body: { bad: true } })), `${method} guest`).toMatchObject({
          statusCode: 401,
          code: 'Request.unauthorized',
        });
        for (const who of [member, organizer])
          expect(
            await refusalOf(await t.send(method, url, { bearer: who, body: { name: 'Převzato' } })),
            `${method}`,
          ).toMatchObject({
            statusCode: 403,
            code: 'ReferenceData.forbidden',
          });
      }
      if (path === '/api/locations') expect((await locationRow(existing))!.name).not.toBe('Převzato');
      if (path === '/api/halls') expect((await hallRow(existing))!.name).not.toBe('Převzato');
      expect((await t.database.db.select().from(eventTypes).where(eq(eventTypes.id, 1)))[0]!.name).not.toBe('Převzato');
    },
  );
});

describe('event types', () => {
  test('POST creates with the next free id, PUT changes, names are required', async () => {
    const created = await json<Named>(
      await t.send('POST', '/api/event-types', { bearer: admin, body: { name: '  Workshop ', name_en: 'Workshop' } }),
      201,
    );
    expect(created).toMatchObject({ name: 'Workshop', name_en: 'Workshop' });
    expect(created.id).toBeGreaterThan(4);
    const second = await json<Named>(
      await t.send('POST', '/api/event-types', { bearer: admin, body: { name: 'Hackathon' } }),
      201,
    );
    expect(second.id).toBe(created.id + 1);
    expect(
      await json<Named>(await t.send('PUT', `/api/event-types/${created.id}`, { bearer: admin, body: { name_en: '' } }), 200),
    ).toEqual({ id: created.id, name: 'Workshop', name_en: null });
    expect(await json<Named>(await t.send('GET', `/api/event-types/${created.id}`), 200)).toMatchObject({ name: 'Workshop' });
    const missing = await refusalOf(await t.send('POST', '/api/event-types', { bearer: admin, body: { name: ' ', id: 9 } }));
    expect(missing).toMatchObject({ statusCode: 400 });
    expect(missing.fields).toEqual({ name: 'Form.error.required', id: 'Request.body.unknownField' });
    expect(
      (await refusalOf(await t.send('PUT', `/api/event-types/${created.id}`, { bearer: admin, body: { name: '' } }))).fields,
    ).toEqual({ name: 'Form.error.required' });
    expect((await t.send('PUT', '/api/event-types/987654', { bearer: admin, body: { name: 'X' } })).status).toBe(404);
  });

  test('DELETE is always refused, with the spec text, and the type stays', async () => {
    const refused = await refusalOf(await t.send('DELETE', '/api/event-types/2', { bearer: admin }));
    expect(refused).toMatchObject({
      statusCode: 409,
      code: 'EventType.delete',
      message: 'Deleting eventtypes is prevented to keep internal integrity with existing events!',
    });
    const unused = await json<Named>(
      await t.send('POST', '/api/event-types', { bearer: admin, body: { name: 'Nepoužitý' } }),
      201,
    );
    expect((await refusalOf(await t.send('DELETE', `/api/event-types/${unused.id}`, { bearer: admin }))).code).toBe(
      'EventType.delete',
    );
    expect(await t.database.db.$count(eventTypes, eq(eventTypes.id, unused.id))).toBe(1);
    expect((await t.send('DELETE', '/api/event-types/987654', { bearer: admin })).status).toBe(404);
  });
});

describe('locations', () => {
  test('POST answers 201 with the location, PUT changes a subset, DELETE answers {id, name}', async () => {
    const created = await json<Named>(
      await t.send('POST', '/api/locations', { bearer: admin, body: { name: ' Náměstí Míru ', name_en: 'Peace Square' } }),
      201,
    );
    expect(created).toMatchObject({ name: 'Náměstí Míru', name_en: 'Peace Square' });
    expect(await locationRow(created.id)).toMatchObject({ name: 'Náměstí Míru', name_en: 'Peace Square' });
    expect(
      await json<Named>(
        await t.send('PUT', `/api/locations/${created.id}`, { bearer: admin, body: { name: 'Karlovo náměstí' } }),
        200,
      ),
    ).toMatchObject({ name: 'Karlovo náměstí', name_en: 'Peace Square' });
    expect(await json(await t.send('DELETE', `/api/locations/${created.id}`, { bearer: admin }), 200)).toEqual({
      id: created.id,
      name: 'Karlovo náměstí',
    });
    expect(await locationRow(created.id)).toBeUndefined();
    expect((await t.send('DELETE', `/api/locations/${created.id}`, { bearer: admin })).status).toBe(404);
  });

  test('validation: name required, unknown fields refused, NUL refused', async () => {
    const bad = await refusalOf(
      await t.send('POST', '/api/locations', { bearer: admin, body: { name_en: 'x'.repeat(301), broadcast: 'youtube:x' } }),
    );
    expect(bad.fields).toEqual({
      name: 'Form.error.required',
      name_en: 'Form.error.tooLong',
      broadcast: 'Request.body.unknownField',
    });
    expect(
      (await refusalOf(await t.send('POST', '/api/locations', { bearer: admin, body: { name: 'a\u0000b' } }))).fields,
    ).toEqual({
      name: 'Form.error.badCharacters',
    });
  });

  test('a location events still use (drafts too) is not deleted; the answer says how many', async () => {
    const db = t.database.db;
    const place = await createLocation(db);
    await createEvent(db, { locationId: place.id });
    await createEvent(db, { locationId: place.id, published_at: null });
    const refused = await refusalOf(await t.send('DELETE', `/api/locations/${place.id}`, { bearer: admin }));
    expect(refused).toMatchObject({ statusCode: 409, code: 'Location.inUse' });
    expect(refused.message).toContain('2');
    const body = (await (await t.send('DELETE', `/api/locations/${place.id}`, { bearer: admin })).json()) as {
      data: { count: number };
    };
    expect(body.data.count).toBe(2);
    expect(await locationRow(place.id)).toBeDefined();
  });
});

describe('halls', () => {
  test('POST answers 201 with the stream ids, descriptions sanitized', async () => {
    const created = await json<Hall>(
      await t.send('POST', '/api/halls', {
        bearer: admin,
        body: {
          name: 'Sál Plzeň',
          name_en: 'Pilsen Hall',
          broadcast: 'youtube:kT3vQ9xLm2E',
          slido: 'innoweek-plzen',
          description: '<p onclick="x()">Sál <script>alert(1)</script><strong>energie</strong></p>',
          description_en: '<p>Energy <a href="javascript:alert(1)">hall</a></p>',
        },
      }),
      201,
    );
    expect(created).toMatchObject({ name: 'Sál Plzeň', broadcast: 'youtube:kT3vQ9xLm2E', slido: 'innoweek-plzen' });
    expect(created.description).toBe('<p>Sál <strong>energie</strong></p>');
    expect(created.description_en).not.toContain('javascript');
    expect((await hallRow(created.id))!.description).toBe('<p>Sál <strong>energie</strong></p>');
    // Guests still do not see the stream ids.
    expect(await json(await t.send('GET', `/api/halls/${created.id}`), 200)).not.toHaveProperty('broadcast');
  });

  test('broadcast is youtube or vimeo with a plain id; slido a plain code; empty clears them', async () => {
    const hall = await createHall(t.database.db, { broadcast: 'vimeo:576123456', slido: 'old-code' });
    for (const broadcast of [
      'youtube',
      'youtube:',
      'twitch:abc',
      'YouTube:abc',
      'youtube:dQw4 w9WgXcQ',
      'youtube:<script>',
      'javascript:alert(1)',
      'vimeo:javascript:alert(1)',
      'youtube:https://evil.example',
      'vimeo:123/456',
      `youtube:${'a'.repeat(101)}`,
    ]) {
      const problem = await refusalOf(await t.send('PUT', `/api/halls/${hall.id}`, { bearer: admin, body: { broadcast } }));
      expect(problem, broadcast).toMatchObject({ statusCode: 400, field: 'broadcast' });
      expect(['Hall.broadcast', 'Form.error.tooLong'], broadcast).toContain(problem.code);
    }
    for (const slido of ['#innoweek', 'a b', '<b>', 'javascript:x', '-lead', 'x/y'])
      expect(
        await refusalOf(await t.send('PUT', `/api/halls/${hall.id}`, { bearer: admin, body: { slido } })),
        slido,
      ).toMatchObject({ statusCode: 400, code: 'Hall.slido', field: 'slido' });
    expect((await hallRow(hall.id))!).toMatchObject({ broadcast: 'vimeo:576123456', slido: 'old-code' });
    for (const broadcast of ['youtube:dQw4w9WgXcQ', 'vimeo:576123456', 'youtube:-_aZ09', ` vimeo:1 `])
      expect((await t.send('PUT', `/api/halls/${hall.id}`, { bearer: admin, body: { broadcast } })).status, broadcast).toBe(200);
    expect(
      await json<Hall>(
        await t.send('PUT', `/api/halls/${hall.id}`, { bearer: admin, body: { broadcast: '', slido: null } }),
        200,
      ),
    ).toMatchObject({ broadcast: null, slido: null, name: hall.name });
  });

  test('name required on create and when sent; unknown fields refused', async () => {
    const bad = await refusalOf(
      await t.send('POST', '/api/halls', { bearer: admin, body: { broadcast: 'twitch:x', capacity: 80 } }),
    );
    expect(bad.fields).toEqual({
      name: 'Form.error.required',
      broadcast: 'Hall.broadcast',
      capacity: 'Request.body.unknownField',
    });
    const hall = await createHall(t.database.db);
    expect(
      (await refusalOf(await t.send('PUT', `/api/halls/${hall.id}`, { bearer: admin, body: { name: '  ' } }))).fields,
    ).toEqual({
      name: 'Form.error.required',
    });
    expect((await t.send('PUT', '/api/halls/987654', { bearer: admin, body: { name: 'X' } })).status).toBe(404);
  });

  test('a hall events use is not deleted (409 with the count); an unused one is', async () => {
    const db = t.database.db;
    const used = await createHall(db);
    await createEvent(db, { hallId: used.id, published_at: null });
    const refused = await refusalOf(await t.send('DELETE', `/api/halls/${used.id}`, { bearer: admin }));
    expect(refused).toMatchObject({ statusCode: 409, code: 'Hall.inUse' });
    expect(refused.message).toContain('count: 1');
    expect(await hallRow(used.id)).toBeDefined();
    const unused = await createHall(db);
    expect(await json(await t.send('DELETE', `/api/halls/${unused.id}`, { bearer: admin }), 200)).toEqual({
      id: unused.id,
      name: unused.name,
    });
    expect(await hallRow(unused.id)).toBeUndefined();
  });
});
