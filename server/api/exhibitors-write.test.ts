import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { exhibitorEditors, exhibitors, files, EVENT_TYPE, ROLE } from '../../db/schema';
import {
  createAdmin,
  createEvent,
  createExhibitor,
  createFile,
  createLocation,
  createOrganizer,
  createUser,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** The exhibitors write API: Admin only, validation, the logo, editors, slugs, delete integrity, sanitizing. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;
let logo: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  logo = await createFile(db);
});
afterAll(() => t.database.close());

type Exhibitor = {
  id: number;
  name: string;
  slug: string;
  logo: { id: number } | null;
  users_can_edit?: { id: number; username: string; email: string }[];
  [field: string]: unknown;
};
const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const exhibitor = (over: Record<string, unknown> = {}) => ({ name: 'Inovační centrum Brno', logo: logo.id, ...over });
const row = async (id: number) => (await t.database.db.select().from(exhibitors).where(eq(exhibitors.id, id)))[0];
const editorsOf = async (id: number) =>
  (await t.database.db.select().from(exhibitorEditors).where(eq(exhibitorEditors.exhibitorId, id))).map((r) => r.userId).sort();

describe('POST /api/exhibitors', () => {
  test('an Admin creates one: 201 with users_can_edit, a slug from the name, trimmed fields, empty e-mail cleared', async () => {
    const created = await json<Exhibitor>(
      await t.send('POST', '/api/exhibitors', {
        bearer: admin,
        body: exhibitor({
          name: '  Inovační centrum Brno ',
          name_en: 'Innovation Centre Brno',
          ispublic: true,
          person: ' Jana Nová ',
          phone: '+420 601 000 111',
          email: '',
          users_can_edit: [organizer.id, organizer.id],
        }),
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Inovační centrum Brno',
      name_en: 'Innovation Centre Brno',
      slug: 'inovacni-centrum-brno',
      slug_en: 'innovation-centre-brno',
      ispublic: true,
      person: 'Jana Nová',
      email: null,
      logo: { id: logo.id },
    });
    expect(created.users_can_edit!.map((u) => u.id)).toEqual([organizer.id]);
    expect(await editorsOf(created.id)).toEqual([organizer.id]);
    // The public read does not tell who edits it.
    const read = await json<Exhibitor>(await t.send('GET', `/api/exhibitors/${created.id}`), 200);
    expect(read).not.toHaveProperty('users_can_edit');
    expect((await row(created.id))!.ispublic).toBe(true);
  });

  test('name and logo are required, told at once with the spec\'s "Missing image!"; unknown fields refused', async () => {
    const res = await t.send('POST', '/api/exhibitors', { bearer: admin, body: { name: '  ', extra: 1 } });
    const problem = await refusalOf(res.clone());
    expect(problem.statusCode).toBe(400);
    expect(problem.fields).toEqual({
      name: 'Form.error.required',
      logo: 'Exhibitor.logo.required',
      extra: 'Request.body.unknownField',
    });
    const body = (await res.json()) as { message: { messages: { id: string; message: string }[] }[] };
    expect(body.message[0]!.messages.find((m) => m.id === 'Exhibitor.logo.required')!.message).toBe('Missing image!');
    expect(
      (await refusalOf(await t.send('POST', '/api/exhibitors', { bearer: admin, body: exhibitor({ logo: null }) }))).fields,
    ).toEqual({
      logo: 'Exhibitor.logo.required',
    });
    const shape = await refusalOf(
      await t.send('POST', '/api/exhibitors', {
        bearer: admin,
        body: exhibitor({ email: 'not-an-email', ispublic: 'yes', users_can_edit: [0], logo: 'x' }),
      }),
    );
    expect(shape.fields).toMatchObject({
      email: 'Auth.form.error.email.format',
      ispublic: 'Form.error.invalid',
      logo: 'Form.error.invalid',
    });
    expect(Object.keys(shape.fields)).toContain('users_can_edit.0');
  });

  test('the logo must be an existing image, not a PDF; editors must exist; nothing is written otherwise', async () => {
    const db = t.database.db;
    const before = await db.$count(exhibitors);
    const pdf = await createFile(db, { mime: 'application/pdf', ext: '.pdf', width: null, height: null });
    expect(
      await refusalOf(await t.send('POST', '/api/exhibitors', { bearer: admin, body: exhibitor({ logo: pdf.id }) })),
    ).toMatchObject({
      statusCode: 400,
      code: 'Media.notImage',
      field: 'logo',
    });
    const unknown = await refusalOf(
      await t.send('POST', '/api/exhibitors', { bearer: admin, body: exhibitor({ logo: 987654 }) }),
    );
    expect(unknown).toMatchObject({ statusCode: 400, code: 'Entry.unknownReference', field: 'logo' });
    expect(unknown.message).toContain('987654');
    expect(
      await refusalOf(
        await t.send('POST', '/api/exhibitors', { bearer: admin, body: exhibitor({ users_can_edit: [organizer.id, 987654] }) }),
      ),
    ).toMatchObject({ statusCode: 400, code: 'Entry.unknownReference', field: 'users_can_edit' });
    expect(await db.$count(exhibitors)).toBe(before);
  });

  test('rich text is sanitized on save', async () => {
    const created = await json<Exhibitor>(
      await t.send('POST', '/api/exhibitors', {
        bearer: admin,
        body: exhibitor({
          description: '<p onclick="alert(1)">Ahoj<script>alert(1)</script></p><img src="x" onerror="alert(2)">',
          description_en: '<a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><b>ok</b>',
        }),
      }),
      201,
    );
    const saved = (await row(created.id))!;
    for (const text of [saved.description!, saved.description_en!, String(created.description), String(created.description_en)]) {
      expect(text).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    }
    expect(saved.description).toContain('Ahoj');
    expect(saved.description_en).toContain('<b>ok</b>');
  });

  test('guests 401 (before the body is read); members and Organizers, editors included, 403', async () => {
    const db = t.database.db;
    const before = await db.$count(exhibitors);
    expect(await refusalOf(await t.send('POST', '/api/exhibitors', { body: { bad: true } }))).toMatchObject({
      statusCode: 401,
      code: 'Request.unauthorized',
    });
    for (const who of [member, organizer])
      expect(await refusalOf(await t.send('POST', '/api/exhibitors', { bearer: who, body: exhibitor() }))).toMatchObject({
        statusCode: 403,
        code: 'Exhibitor.forbidden.edit',
      });
    expect(await db.$count(exhibitors)).toBe(before);
  });
});

describe('PUT /api/exhibitors/{id}', () => {
  test('a rename follows with the slug; a subset leaves the rest; the logo may be replaced, not removed', async () => {
    const db = t.database.db;
    const current = await createExhibitor(db, { logoId: logo.id, person: 'Petr' });
    const other = await createFile(db, { mime: 'image/png' });
    const changed = await json<Exhibitor>(
      await t.send('PUT', `/api/exhibitors/${current.id}`, { bearer: admin, body: { name: 'Nové jméno', logo: other.id } }),
      200,
    );
    expect(changed).toMatchObject({ name: 'Nové jméno', slug: 'nove-jmeno', person: 'Petr', logo: { id: other.id } });
    expect(changed.users_can_edit).toEqual([]);
    expect(
      await refusalOf(await t.send('PUT', `/api/exhibitors/${current.id}`, { bearer: admin, body: { logo: null } })),
    ).toMatchObject({
      statusCode: 400,
      code: 'Exhibitor.logo.required',
      field: 'logo',
    });
    expect((await row(current.id))!.logoId).toBe(other.id);
    const pdf = await createFile(db, { mime: 'application/pdf' });
    expect(
      (await refusalOf(await t.send('PUT', `/api/exhibitors/${current.id}`, { bearer: admin, body: { logo: pdf.id } }))).code,
    ).toBe('Media.notImage');
    expect(
      (await refusalOf(await t.send('PUT', `/api/exhibitors/${current.id}`, { bearer: admin, body: { name: '', nope: 1 } })))
        .fields,
    ).toEqual({ name: 'Form.error.required', nope: 'Request.body.unknownField' });
    expect((await row(current.id))!.name).toBe('Nové jméno');
  });

  test('the English slug follows name_en, and is null without one (decision 107)', async () => {
    const current = await createExhibitor(t.database.db, {
      logoId: logo.id,
      name: 'Vodíková Morava',
      name_en: 'Hydrogen Moravia',
    });
    expect((await row(current.id))!.slug_en).toBe('hydrogen-moravia');
    const put = async (body: Record<string, unknown>) =>
      json<Exhibitor>(await t.send('PUT', `/api/exhibitors/${current.id}`, { bearer: admin, body }), 200);
    expect(await put({ name_en: 'H2 Moravia plc' })).toMatchObject({ slug_en: 'h2-moravia-plc' });
    // A Czech rename leaves the English slug; no English name leaves none.
    expect(await put({ name: 'Vodík Morava' })).toMatchObject({ slug: 'vodik-morava', slug_en: 'h2-moravia-plc' });
    expect(await put({ name_en: null })).toMatchObject({ slug_en: null });
  });

  test('users_can_edit replaces the editors, and their rights on its events follow', async () => {
    const db = t.database.db;
    const current = await createExhibitor(db, { logoId: logo.id });
    const location = await createLocation(db);
    const event = {
      name: 'Den otevřených dveří',
      eventtype: EVENT_TYPE.accompanying,
      start: '2021-10-12T07:00:00.000Z',
      end: '2021-10-12T08:00:00.000Z',
      location: location.id,
      exhibitor: current.id,
    };
    expect((await t.send('POST', '/api/events', { bearer: organizer, body: event })).status).toBe(403);
    const changed = await json<Exhibitor>(
      await t.send('PUT', `/api/exhibitors/${current.id}`, { bearer: admin, body: { users_can_edit: [organizer.id] } }),
      200,
    );
    expect(changed.users_can_edit!.map((u) => u.id)).toEqual([organizer.id]);
    expect((await t.send('POST', '/api/events', { bearer: organizer, body: event })).status).toBe(201);
    await json(await t.send('PUT', `/api/exhibitors/${current.id}`, { bearer: admin, body: { users_can_edit: [] } }), 200);
    expect(await editorsOf(current.id)).toEqual([]);
    expect((await t.send('POST', '/api/events', { bearer: organizer, body: event })).status).toBe(403);
  });

  test('rights: guest 401, member and Organizer (even its editor) 403, unknown id 404', async () => {
    const current = await createExhibitor(t.database.db, { logoId: logo.id, editors: [organizer.id] });
    const send = (who: Row | null, id = current.id) =>
      t.send('PUT', `/api/exhibitors/${id}`, { bearer: who, body: { name: 'Převzato' } });
    expect((await send(null)).status).toBe(401);
    expect((await refusalOf(await send(member))).code).toBe('Exhibitor.forbidden.edit');
    expect((await send(organizer)).status).toBe(403);
    expect(await refusalOf(await send(admin, 987654))).toMatchObject({ statusCode: 404, code: 'Entry.notFound' });
    expect((await row(current.id))!.name).toBe(current.name);
  });
});

describe('DELETE /api/exhibitors/{id}', () => {
  test('an exhibitor that events still name is refused with their number, drafts counted', async () => {
    const db = t.database.db;
    const current = await createExhibitor(db, { logoId: logo.id });
    await createEvent(db, { exhibitorId: current.id });
    await createEvent(db, { exhibitorId: current.id, published_at: null });
    const res = await t.send('DELETE', `/api/exhibitors/${current.id}`, { bearer: admin });
    const problem = await refusalOf(res.clone());
    expect(problem).toMatchObject({ statusCode: 409, code: 'Exhibitor.inUse' });
    expect(problem.message).toContain('2');
    expect(((await res.json()) as { data: { count: number } }).data.count).toBe(2);
    expect(await row(current.id)).toBeDefined();
  });

  test('an unused one is deleted with its editors, the logo file stays; answers {id, name}; again 404', async () => {
    const db = t.database.db;
    const current = await createExhibitor(db, { logoId: logo.id, editors: [organizer.id] });
    for (const who of [null, member, organizer])
      expect((await t.send('DELETE', `/api/exhibitors/${current.id}`, { bearer: who })).status).toBe(who ? 403 : 401);
    expect(await json(await t.send('DELETE', `/api/exhibitors/${current.id}`, { bearer: admin }), 200)).toEqual({
      id: current.id,
      name: current.name,
    });
    expect(await row(current.id)).toBeUndefined();
    expect(await editorsOf(current.id)).toEqual([]);
    expect(await db.$count(files, eq(files.id, logo.id))).toBe(1);
    expect((await t.send('DELETE', `/api/exhibitors/${current.id}`, { bearer: admin })).status).toBe(404);
  });
});
