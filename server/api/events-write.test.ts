import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, EVENT_TYPE, ROLE } from '../../db/schema';
import {
  createAdmin,
  createEmbed,
  createEvent,
  createExhibitor,
  createFile,
  createHall,
  createLocation,
  createOrganizer,
  createSpeaker,
  createUser,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** The events write API and the admin list: validation, references, rights, sanitizing. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;
let theirs: { id: number };
let other: { id: number };
let hall: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  theirs = await createExhibitor(db, { editors: [organizer.id] });
  other = await createExhibitor(db);
  hall = await createHall(db);
});
afterAll(() => t.database.close());

const seminar = (over: Record<string, unknown> = {}) => ({
  name: 'Inovace v praxi',
  name_en: 'Innovation in practice',
  eventtype: EVENT_TYPE.seminar,
  start: '2021-10-12T07:00:00.000Z',
  end: '2021-10-12T08:30:00.000Z',
  hall: hall.id,
  exhibitor: theirs.id,
  max_users: 50,
  ...over,
});
const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

describe('POST /api/events', () => {
  test('an Admin creates a seminar with speakers in order, embeds and files; drafts answer in data', async () => {
    const [a, b] = [await createSpeaker(t.database.db), await createSpeaker(t.database.db)];
    const embed = await createEmbed(t.database.db);
    const file = await createFile(t.database.db);
    const body = seminar({ speakers: [b.id, a.id], embeds: [embed.id], files: [file.id], facebook_link: 'https://example.cz/x' });
    const { data } = await json<{ data: Record<string, unknown> & { id: number; speakers: { id: number }[] } }>(
      await t.send('POST', '/api/events', { bearer: admin, body }),
      201,
    );
    expect(data).toMatchObject({
      name: 'Inovace v praxi',
      slug: 'inovace-v-praxi',
      slug_en: 'innovation-in-practice',
      published_at: null,
      max_users: 50,
      speakers_order: `${b.id},${a.id}`,
    });
    expect(data.speakers.map((s) => s.id)).toEqual([b.id, a.id]);
    // A draft is not public.
    expect((await t.send('GET', `/api/events/${data.id}`)).status).toBe(404);
  });

  test("each type's required fields, and the end not before the start, are told per field at once", async () => {
    const missing = await refusalOf(
      await t.send('POST', '/api/events', {
        bearer: admin,
        body: seminar({ hall: null, exhibitor: undefined, max_users: null, end: '2021-10-12T06:00:00.000Z' }),
      }),
    );
    expect(missing).toMatchObject({ statusCode: 400 });
    expect(missing.fields).toEqual({
      hall: 'Form.error.required',
      exhibitor: 'Form.error.required',
      max_users: 'Form.error.required',
      end: 'Event.range',
    });
    const accompanying = await refusalOf(
      await t.send('POST', '/api/events', {
        bearer: admin,
        body: seminar({ eventtype: EVENT_TYPE.accompanying, hall: undefined }),
      }),
    );
    expect(accompanying.fields).toEqual({ location: 'Form.error.required' });
    const shape = await refusalOf(
      await t.send('POST', '/api/events', {
        bearer: admin,
        body: { name: '', eventtype: 1, start: 'tomorrow', facebook_link: 'javascript:alert(1)', extra: 1 },
      }),
    );
    expect(shape.fields).toMatchObject({
      name: 'Form.error.required',
      start: 'Form.error.invalid',
      end: 'Form.error.required',
      facebook_link: 'Event.link',
      extra: 'Request.body.unknownField',
    });
  });

  test('a date outside the years 2000-2099 is refused on its field (a year 9999 made day-by-day views walk for minutes)', async () => {
    const far = await refusalOf(
      await t.send('POST', '/api/events', {
        bearer: admin,
        body: seminar({ start: '1999-12-31T22:00:00.000Z', end: '9999-12-31T20:00:00Z' }),
      }),
    );
    expect(far).toMatchObject({ statusCode: 400 });
    expect(far.fields).toEqual({ start: 'Form.error.dateRange', end: 'Form.error.dateRange' });
    // The last moment of 2099 and the first of 2000 are in.
    const edge = await t.send('POST', '/api/events', {
      bearer: admin,
      body: seminar({ start: '2000-01-01T00:00:00.000Z', end: '2099-12-31T23:59:59.000Z' }),
    });
    expect(edge.status).toBe(201);
  });

  test('unknown ids are a 400 naming the field, never a database error', async () => {
    for (const [field, value] of [
      ['hall', 987654],
      ['speakers', [987654]],
      ['eventtype', 99],
      ['files', [987654]],
    ] as const) {
      const problem = await refusalOf(await t.send('POST', '/api/events', { bearer: admin, body: seminar({ [field]: value }) }));
      expect(problem, field).toMatchObject({ statusCode: 400, code: 'Entry.unknownReference', field });
    }
  });

  test('guests 401, members 403; an Organizer creates only for an exhibitor they edit, and attaches only embeds they may edit', async () => {
    expect((await t.send('POST', '/api/events', { body: seminar() })).status).toBe(401);
    expect(await refusalOf(await t.send('POST', '/api/events', { bearer: member, body: seminar() }))).toMatchObject({
      statusCode: 403,
      code: 'Event.forbidden.edit',
    });
    expect(
      await refusalOf(await t.send('POST', '/api/events', { bearer: organizer, body: seminar({ exhibitor: other.id }) })),
    ).toMatchObject({
      statusCode: 403,
      code: 'Event.forbidden.exhibitor',
    });
    const foreignEmbed = await createEmbed(t.database.db);
    await createEvent(t.database.db, { exhibitorId: other.id, embeds: [foreignEmbed.id] });
    expect(
      await refusalOf(await t.send('POST', '/api/events', { bearer: organizer, body: seminar({ embeds: [foreignEmbed.id] }) })),
    ).toMatchObject({
      code: 'Entry.unknownReference',
      field: 'embeds',
    });
    expect((await t.send('POST', '/api/events', { bearer: organizer, body: seminar() })).status).toBe(201);
  });

  test("an Organizer names only speakers and files they may see: others' drafts and uploads are unknown to them", async () => {
    const db = t.database.db;
    const draftSpeaker = await createSpeaker(db, { published_at: null });
    const ownDraft = await createSpeaker(db, { published_at: null, editors: [organizer.id] });
    const foreignFile = await createFile(db);
    const ownFile = await createFile(db, { uploadedById: organizer.id });
    expect(
      await refusalOf(await t.send('POST', '/api/events', { bearer: organizer, body: seminar({ speakers: [draftSpeaker.id] }) })),
    ).toMatchObject({
      code: 'Entry.unknownReference',
      field: 'speakers',
    });
    for (const body of [seminar({ files: [foreignFile.id] }), seminar({ image: foreignFile.id })]) {
      expect((await refusalOf(await t.send('POST', '/api/events', { bearer: organizer, body }))).code).toBe(
        'Entry.unknownReference',
      );
    }
    const ok = await t.send('POST', '/api/events', {
      bearer: organizer,
      body: seminar({ speakers: [ownDraft.id], files: [ownFile.id], image: ownFile.id }),
    });
    expect(ok.status, await ok.clone().text()).toBe(201);
    // An Admin may name anything.
    expect(
      (
        await t.send('POST', '/api/events', {
          bearer: admin,
          body: seminar({ speakers: [draftSpeaker.id], files: [foreignFile.id] }),
        })
      ).status,
    ).toBe(201);
  });

  test('rich text is sanitized when saved', async () => {
    const payload =
      '<p onclick="x()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">a</a><iframe src="https://evil.example"></iframe></p>';
    const { data } = await json<{ data: { id: number } }>(
      await t.send('POST', '/api/events', {
        bearer: admin,
        body: seminar({ description: payload, description_en: '<b>ok</b><style>*{}</style>' }),
      }),
      201,
    );
    const [row] = await t.database.db.select().from(events).where(eq(events.id, data.id));
    for (const bad of ['script', 'onerror', 'onclick', 'javascript:', 'iframe']) expect(row!.description).not.toContain(bad);
    expect(row!.description).toContain('Hi');
    expect(row!.description_en).toBe('<b>ok</b>');
  });
});

describe('PUT and DELETE /api/events/{id}', () => {
  test("an Organizer changes and publishes their exhibitor's event, but cannot move it away", async () => {
    const event = await createEvent(t.database.db, {
      exhibitorId: theirs.id,
      published_at: null,
      locationId: (await createLocation(t.database.db)).id,
    });
    const changed = await json<Record<string, unknown>>(
      await t.send('PUT', `/api/events/${event.id}`, {
        bearer: organizer,
        body: { name: 'Nový název', published_at: '2021-09-10T10:00:00.000Z' },
      }),
      200,
    );
    expect(changed).toMatchObject({
      id: event.id,
      name: 'Nový název',
      slug: 'novy-nazev',
      published_at: '2021-09-10T10:00:00.000Z',
    });
    // The English slug follows the English name, and goes with it (decision 096).
    const english = async (name_en: string | null) =>
      json<Record<string, unknown>>(
        await t.send('PUT', `/api/events/${event.id}`, { bearer: organizer, body: { name_en } }),
        200,
      );
    expect(await english('A new name')).toMatchObject({ name_en: 'A new name', slug_en: 'a-new-name', slug: 'novy-nazev' });
    expect(await english(null)).toMatchObject({ name_en: null, slug_en: null });
    expect((await t.send('GET', `/api/events/${event.id}`)).status).toBe(200);
    expect(
      await refusalOf(await t.send('PUT', `/api/events/${event.id}`, { bearer: organizer, body: { exhibitor: other.id } })),
    ).toMatchObject({
      code: 'Event.forbidden.exhibitor',
    });
    expect(
      (await refusalOf(await t.send('PUT', `/api/events/${event.id}`, { bearer: organizer, body: { location: null } }))).fields,
    ).toEqual({
      location: 'Form.error.required',
    });
  });

  test("others' events: a published one is 403, a draft 404, for changes and deletes alike", async () => {
    const published = await createEvent(t.database.db, { exhibitorId: other.id });
    const draft = await createEvent(t.database.db, { exhibitorId: other.id, published_at: null });
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await t.send(method, `/api/events/${published.id}`, { bearer: organizer, body: { name: 'x' } })).status).toBe(403);
      expect((await t.send(method, `/api/events/${draft.id}`, { bearer: organizer, body: { name: 'x' } })).status).toBe(404);
      expect((await t.send(method, `/api/events/${published.id}`, { bearer: member, body: { name: 'x' } })).status).toBe(403);
    }
    expect((await t.database.db.select().from(events).where(eq(events.id, published.id)))[0]!.name).toBe(published.name);
  });

  test("the event edit page's save (decision 024): an unlisted Organizer, and a listed member without the role, get 403 on an accompanying event", async () => {
    const db = t.database.db;
    const listedMember = await createUser(db, { roleId: ROLE.confirmed });
    const exhibitor = await createExhibitor(db, { editors: [listedMember.id] });
    const location = await createLocation(db);
    const event = await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      exhibitorId: exhibitor.id,
      locationId: location.id,
    });
    const body = { name: 'Převzato', name_en: 'Taken over', max_users: 30, location: location.id, published_at: null };
    for (const bearer of [organizer, listedMember]) {
      const refused = await refusalOf(await t.send('PUT', `/api/events/${event.id}`, { bearer, body }));
      expect(refused).toMatchObject({ statusCode: 403, code: 'Event.forbidden.edit' });
    }
    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ name: event.name, published_at: event.published_at });
  });

  test('deleting takes the event away; a second delete is 404', async () => {
    const event = await createEvent(t.database.db, { exhibitorId: theirs.id });
    expect(await json(await t.send('DELETE', `/api/events/${event.id}`, { bearer: organizer }), 200)).toEqual({
      id: event.id,
      name: event.name,
      cancelledSignups: 0,
    });
    expect((await t.send('DELETE', `/api/events/${event.id}`, { bearer: organizer })).status).toBe(404);
  });
});

describe('GET /api/events/admin', () => {
  test('an Organizer sees only the events they may edit, drafts included, with the total; Admins see all', async () => {
    const db = t.database.db;
    const mine = await createEvent(db, { exhibitorId: theirs.id, published_at: null, name: 'Žluťoučký kůň na semináři' });
    const foreign = await createEvent(db, { exhibitorId: other.id });
    const list = await json<{ data: { id: number }[]; total: number }>(
      await t.send('GET', '/api/events/admin?_limit=500', { bearer: organizer }),
      200,
    );
    const ids = list.data.map((e) => e.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(foreign.id);
    expect(list.total).toBe(list.data.length);
    const found = await json<{ data: { id: number }[]; total: number }>(
      await t.send('GET', '/api/events/admin?_q=zlutoucky%20KUN', { bearer: organizer }),
      200,
    );
    expect(found).toEqual({ data: [expect.objectContaining({ id: mine.id })], total: 1 });
    const page = await json<{ data: unknown[]; total: number }>(
      await t.send('GET', '/api/events/admin?_limit=1&_sort=start:desc', { bearer: admin }),
      200,
    );
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);
    expect((await t.send('GET', '/api/events/admin')).status).toBe(401);
    expect((await t.send('GET', '/api/events/admin', { bearer: member })).status).toBe(403);
    expect((await refusalOf(await t.send('GET', '/api/events/admin?nope=1', { bearer: admin }))).field).toBe('nope');
  });
});
