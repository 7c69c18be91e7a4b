import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { patrons, ROLE } from '../../db/schema';
import {
  createAdmin,
  createFile,
  createOrganizer,
  createPatron,
  createUser,
  currentPatronsOrder,
  setPatronsOrder,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** The patrons write API: Admin only, required fields and image, the website, sanitizing, patrons_order cleanup. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;
let image: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  image = await createFile(db);
});
afterAll(() => t.database.close());

type Patron = { id: number; name: string; job: string | null; image: { id: number } | null; [field: string]: unknown };
const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const patron = (over: Record<string, unknown> = {}) => ({ name: 'Ing. Jana Malá', job: 'ředitelka', image: image.id, ...over });
const row = async (id: number) => (await t.database.db.select().from(patrons).where(eq(patrons.id, id)))[0];
const patronsOrder = () => currentPatronsOrder(t.database.db);

describe('POST /api/patrons', () => {
  test('an Admin creates one: 201 with the image, trimmed fields, a website', async () => {
    const created = await json<Patron>(
      await t.send('POST', '/api/patrons', {
        bearer: admin,
        body: patron({
          name: ' Ing. Jana Malá ',
          job_en: 'director',
          website: 'https://mala.example/cv',
          description: '<p>Ahoj</p>',
        }),
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Ing. Jana Malá',
      job: 'ředitelka',
      job_en: 'director',
      website: 'https://mala.example/cv',
      description: '<p>Ahoj</p>',
      image: { id: image.id },
    });
    expect(await row(created.id)).toMatchObject({ name: 'Ing. Jana Malá', imageId: image.id });
    expect((await t.send('GET', `/api/patrons/${created.id}`)).status).toBe(200);
  });

  test('name, job and image are required, told at once; the website is an http(s) address; unknown fields refused', async () => {
    const missing = await refusalOf(
      await t.send('POST', '/api/patrons', { bearer: admin, body: { name: '', job: ' ', extra: true } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.fields).toEqual({
      name: 'Form.error.required',
      job: 'Form.error.required',
      image: 'Patron.image.required',
      extra: 'Request.body.unknownField',
    });
    for (const website of ['javascript:alert(1)', 'ftp://x.example', 'mala.example'])
      expect(
        await refusalOf(await t.send('POST', '/api/patrons', { bearer: admin, body: patron({ website }) })),
        website,
      ).toMatchObject({
        code: 'Event.link',
        field: 'website',
      });
    const empty = await json<Patron>(await t.send('POST', '/api/patrons', { bearer: admin, body: patron({ website: '' }) }), 201);
    expect(empty.website).toBeNull();
  });

  test('the image must be an existing image file, not a PDF', async () => {
    const before = await t.database.db.$count(patrons);
    const pdf = await createFile(t.database.db, { mime: 'application/pdf', ext: '.pdf' });
    expect(
      await refusalOf(await t.send('POST', '/api/patrons', { bearer: admin, body: patron({ image: pdf.id }) })),
    ).toMatchObject({
      statusCode: 400,
      code: 'Media.notImage',
      field: 'image',
    });
    expect(
      await refusalOf(await t.send('POST', '/api/patrons', { bearer: admin, body: patron({ image: 987654 }) })),
    ).toMatchObject({
      statusCode: 400,
      code: 'Entry.unknownReference',
      field: 'image',
    });
    expect(await t.database.db.$count(patrons)).toBe(before);
  });

  test('descriptions are sanitized on save', async () => {
    const created = await json<Patron>(
      await t.send('POST', '/api/patrons', {
        bearer: admin,
        body: patron({
          description: '<p>Text<script>alert(1)</script></p><img src=x onerror=alert(1)>',
          description_en: '<a href="javascript:alert(1)" onmouseover="x()">a</a><style>*{}</style><i>ok</i>',
        }),
      }),
      201,
    );
    const saved = (await row(created.id))!;
    for (const text of [saved.description!, saved.description_en!])
      expect(text).not.toMatch(/script|onerror|onmouseover|javascript:|style/i);
    expect(saved.description_en).toContain('<i>ok</i>');
  });

  test('guests 401 (before the body is read); members and Organizers 403', async () => {
    const before = await t.database.db.$count(patrons);
    expect((await refusalOf(await t.send('POST', '/api/patrons', { body: { nope: 1 } }))).code).toBe('Request.unauthorized');
    for (const who of [member, organizer])
      expect(await refusalOf(await t.send('POST', '/api/patrons', { bearer: who, body: patron() }))).toMatchObject({
        statusCode: 403,
        code: 'Patron.forbidden.edit',
      });
    expect(await t.database.db.$count(patrons)).toBe(before);
  });
});

describe('PUT /api/patrons/{id}', () => {
  test('a subset changes only those fields; the image may be replaced, not removed; job not emptied', async () => {
    const db = t.database.db;
    const current = await createPatron(db, { job: 'rektor', imageId: image.id, website: 'https://old.example' });
    const other = await createFile(db, { mime: 'image/webp' });
    expect(
      await json<Patron>(
        await t.send('PUT', `/api/patrons/${current.id}`, { bearer: admin, body: { job_en: 'rector', image: other.id } }),
        200,
      ),
    ).toMatchObject({
      name: current.name,
      job: 'rektor',
      job_en: 'rector',
      image: { id: other.id },
      website: 'https://old.example',
    });
    const bad = await refusalOf(
      await t.send('PUT', `/api/patrons/${current.id}`, { bearer: admin, body: { image: null, job: '' } }),
    );
    expect(bad.fields).toEqual({ job: 'Form.error.required', image: 'Patron.image.required' });
    expect(await row(current.id)).toMatchObject({ job: 'rektor', imageId: other.id });
    expect((await t.send('PUT', '/api/patrons/987654', { bearer: admin, body: { job: 'x' } })).status).toBe(404);
  });

  test('rights: guest 401, member and Organizer 403', async () => {
    const current = await createPatron(t.database.db, { imageId: image.id });
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [organizer, 403],
    ] as const)
      expect((await t.send('PUT', `/api/patrons/${current.id}`, { bearer: who, body: { name: 'Převzato' } })).status).toBe(
        status,
      );
    expect((await row(current.id))!.name).toBe(current.name);
  });
});

describe('DELETE /api/patrons/{id}', () => {
  test("deleting takes the patron out of the setting's patrons_order; the homepage order keeps the others", async () => {
    const db = t.database.db;
    const [a, b, c] = [await createPatron(db), await createPatron(db), await createPatron(db)];
    await setPatronsOrder(db, `${c.id},${a.id},${b.id}`);
    expect(await json(await t.send('DELETE', `/api/patrons/${a.id}`, { bearer: admin }), 200)).toEqual({
      id: a.id,
      name: a.name,
    });
    expect(await row(a.id)).toBeUndefined();
    expect(await patronsOrder()).toBe(`${c.id},${b.id}`);
    expect((await json<{ patrons_order: string }>(await t.send('GET', '/api/setting'), 200)).patrons_order).toBe(
      `${c.id},${b.id}`,
    );
    // A patron that is not in the order leaves it as it is.
    const unlisted = await createPatron(db);
    await json(await t.send('DELETE', `/api/patrons/${unlisted.id}`, { bearer: admin }), 200);
    expect(await patronsOrder()).toBe(`${c.id},${b.id}`);
    expect((await t.send('DELETE', `/api/patrons/${a.id}`, { bearer: admin })).status).toBe(404);
  });

  test('rights: guest 401, member and Organizer 403; the order is untouched', async () => {
    const db = t.database.db;
    const current = await createPatron(db);
    await setPatronsOrder(db, String(current.id));
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [organizer, 403],
    ] as const)
      expect((await t.send('DELETE', `/api/patrons/${current.id}`, { bearer: who })).status).toBe(status);
    expect(await row(current.id)).toBeDefined();
    expect(await patronsOrder()).toBe(String(current.id));
  });
});
