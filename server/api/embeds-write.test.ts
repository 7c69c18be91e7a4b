import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { embeds, eventEmbeds, ROLE } from '../../db/schema';
import {
  createAdmin,
  createEdition,
  createEmbed,
  createEvent,
  createExhibitor,
  createLocation,
  createOrganizer,
  createUser,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** The embeds write API: validation, references, rights, attachments in one transaction. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;
let theirs: { id: number };
let other: { id: number };
let location: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  theirs = await createExhibitor(db, { editors: [organizer.id] });
  other = await createExhibitor(db);
  location = await createLocation(db);
});
afterAll(() => t.database.close());

type Embed = { id: number; name: string; url: string; type: number; order: number; published_at: string | null };
const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const video = (over: Record<string, unknown> = {}) => ({ name: 'Záznam semináře', url: 'dQw4w9WgXcQ', type: 4, ...over });
/** A complete accompanying event of the organizer's exhibitor (a draft unless told), and one of another exhibitor. */
const ownEvent = (published = false) =>
  createEvent(t.database.db, {
    exhibitorId: theirs.id,
    locationId: location.id,
    ...(published ? {} : { published_at: null }),
  });
const foreignEvent = (published = true) =>
  createEvent(t.database.db, { exhibitorId: other.id, ...(published ? {} : { published_at: null }) });
const byNumber = (x: number, y: number) => x - y;
const attachedTo = async (embedId: number) =>
  (await t.database.db.select().from(eventEmbeds).where(eq(eventEmbeds.embedId, embedId))).map((r) => r.eventId).sort(byNumber);
const embedRow = async (id: number) => (await t.database.db.select().from(embeds).where(eq(embeds.id, id)))[0];
/** The embeds of an event as its editor sees it in the admin form. */
const embedsOnEvent = async (eventId: number, who: Row) =>
  (
    await json<{ embeds: Embed[] }>(await t.send('GET', `/api/events/${eventId}?_publicationState=preview`, { bearer: who }), 200)
  ).embeds.map((e) => e.id);

describe('POST /api/embeds: validation', () => {
  test('the embed itself answers 201, trimmed, published now, type 2 by default', async () => {
    const created = await json<Embed>(
      await t.send('POST', '/api/embeds', { bearer: admin, body: { name: '  Slideslive  ', url: ' 38971234 ' } }),
      201,
    );
    expect(created).toMatchObject({ name: 'Slideslive', url: '38971234', type: 2, order: 0 });
    expect(created.published_at).not.toBeNull();
    expect(await embedRow(created.id)).toMatchObject({ name: 'Slideslive', url: '38971234', type: 2 });
    expect(await attachedTo(created.id)).toEqual([]);
    const draft = await json<Embed>(
      await t.send('POST', '/api/embeds', { bearer: admin, body: video({ order: 3, published_at: null }) }),
      201,
    );
    expect(draft).toMatchObject({ order: 3, published_at: null, type: 4 });
  });

  test('name and code are required, told per field at once; unknown fields are refused', async () => {
    const missing = await refusalOf(await t.send('POST', '/api/embeds', { bearer: admin, body: { name: '   ', extra: 1 } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.fields).toEqual({
      name: 'Form.error.required',
      url: 'Form.error.required',
      extra: 'Request.body.unknownField',
    });
    expect((await refusalOf(await t.send('POST', '/api/embeds', { bearer: admin, body: {} }))).fields).toEqual({
      name: 'Form.error.required',
      url: 'Form.error.required',
    });
  });

  test('the type is a whole number from 1 to 6', async () => {
    for (const type of [0, 7, 2.5, '4', -1]) {
      const problem = await refusalOf(await t.send('POST', '/api/embeds', { bearer: admin, body: video({ type }) }));
      expect(problem, String(type)).toMatchObject({ statusCode: 400, code: 'Embed.type', field: 'type' });
    }
    for (const type of [1, 6])
      expect(await json<Embed>(await t.send('POST', '/api/embeds', { bearer: admin, body: video({ type }) }), 201)).toMatchObject(
        {
          type,
        },
      );
  });

  test('the code is a plain code of the platform, never an address or markup', async () => {
    for (const url of [
      'dQw4 w9WgXcQ',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      'javascript:void0',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      '//evil.example/x',
      '../../admin',
      'abc/../../x',
      '-flag',
      '"onerror="x',
      'a'.repeat(201),
    ]) {
      const problem = await refusalOf(await t.send('POST', '/api/embeds', { bearer: admin, body: video({ url }) }));
      expect(problem, url).toMatchObject({ statusCode: 400, field: 'url' });
      expect(['Embed.code', 'Form.error.tooLong'], url).toContain(problem.code);
    }
    for (const url of ['dQw4w9WgXcQ', '588201144/a1b2c3d4e5', '83124567890?pwd=Xy12ab', 'innoweek_2021.live', 'a'.repeat(200)])
      expect((await t.send('POST', '/api/embeds', { bearer: admin, body: video({ url }) })).status, url).toBe(201);
  });

  test('unknown event ids are a 400 naming events, never a database error, and nothing is written', async () => {
    const before = await t.database.db.$count(embeds);
    const problem = await refusalOf(
      await t.send('POST', '/api/embeds', { bearer: admin, body: video({ events: [(await ownEvent()).id, 987654] }) }),
    );
    expect(problem).toMatchObject({ statusCode: 400, code: 'Entry.unknownReference', field: 'events' });
    expect(problem.message).toContain('987654');
    expect(await t.database.db.$count(embeds)).toBe(before);
  });
});

describe('POST /api/embeds: rights and attaching', () => {
  test('guests 401 (before the body is read), members 403', async () => {
    expect((await refusalOf(await t.send('POST', '/api/embeds', { body: video() }))).statusCode).toBe(401);
    expect((await refusalOf(await t.send('POST', '/api/embeds', { body: { bad: true } }))).code).toBe('Request.unauthorized');
    expect(await refusalOf(await t.send('POST', '/api/embeds', { bearer: member, body: video() }))).toMatchObject({
      statusCode: 403,
      code: 'Embed.forbidden.edit',
    });
    const event = await ownEvent(true);
    expect((await t.send('POST', '/api/embeds', { bearer: member, body: video({ events: [event.id] }) })).status).toBe(403);
    expect(await attachedTo(event.id)).toEqual([]);
  });

  test('an Organizer creates an embed on their event, attached at once: the event form shows it', async () => {
    const event = await ownEvent();
    const created = await json<Embed>(
      await t.send('POST', '/api/embeds', { bearer: organizer, body: video({ events: [event.id, event.id] }) }),
      201,
    );
    expect(created).toMatchObject({ name: 'Záznam semináře', url: 'dQw4w9WgXcQ', type: 4 });
    expect(await attachedTo(created.id)).toEqual([event.id]);
    expect(await embedsOnEvent(event.id, organizer)).toEqual([created.id]);
    // The embed's detail page, as the admin reads it.
    expect((await t.send('GET', `/api/embeds/${created.id}?_publicationState=preview`, { bearer: organizer })).status).toBe(200);
  });

  test('an Organizer must name at least one event, and only events they edit', async () => {
    const before = await t.database.db.$count(embeds);
    for (const body of [video(), video({ events: [] })])
      expect(await refusalOf(await t.send('POST', '/api/embeds', { bearer: organizer, body }))).toMatchObject({
        statusCode: 403,
        code: 'Embed.forbidden.events',
        field: 'events',
      });
    const published = await foreignEvent();
    for (const events of [[published.id], [(await ownEvent()).id, published.id]])
      expect(await refusalOf(await t.send('POST', '/api/embeds', { bearer: organizer, body: video({ events }) }))).toMatchObject({
        statusCode: 403,
        code: 'Embed.forbidden.events',
      });
    // Another exhibitor's draft is not told to exist.
    const draft = await foreignEvent(false);
    expect(
      await refusalOf(await t.send('POST', '/api/embeds', { bearer: organizer, body: video({ events: [draft.id] }) })),
    ).toMatchObject({ statusCode: 400, code: 'Entry.unknownReference', field: 'events' });
    expect(await t.database.db.$count(embeds)).toBe(before);
    expect(await attachedTo(published.id)).toEqual([]);
  });

  test('an Admin attaches to any event, drafts included', async () => {
    const [a, b] = [await foreignEvent(false), await ownEvent()];
    const created = await json<Embed>(
      await t.send('POST', '/api/embeds', { bearer: admin, body: video({ events: [a.id, b.id] }) }),
      201,
    );
    expect(await attachedTo(created.id)).toEqual([a.id, b.id].sort(byNumber));
    expect(await embedsOnEvent(a.id, admin)).toContain(created.id);
  });

  test("the next edition's events take embeds from their editors; an archived edition's are unknown (decision 178)", async () => {
    const db = t.database.db;
    const draft = await createEdition(db, { year: 2031, state: 'draft' });
    const archived = await createEdition(db, { year: 2018 });
    const ofDraft = await createEvent(db, { exhibitorId: theirs.id, editionId: draft.id, published_at: null });
    const othersOfDraft = await createEvent(db, { exhibitorId: other.id, editionId: draft.id, published_at: null });
    const ofArchive = await createEvent(db, { exhibitorId: theirs.id, editionId: archived.id });
    const byAdmin = await t.send('POST', '/api/embeds', {
      bearer: admin,
      body: video({ events: [ofDraft.id, othersOfDraft.id] }),
    });
    expect(await attachedTo((await json<Embed>(byAdmin, 201)).id)).toEqual([ofDraft.id, othersOfDraft.id].sort(byNumber));
    const byEditor = await t.send('POST', '/api/embeds', { bearer: organizer, body: video({ events: [ofDraft.id] }) });
    expect(await attachedTo((await json<Embed>(byEditor, 201)).id)).toEqual([ofDraft.id]);
    // Another exhibitor's draft-edition event stays out of the Organizer's reach, and unseen.
    const notTheirs = await t.send('POST', '/api/embeds', { bearer: organizer, body: video({ events: [othersOfDraft.id] }) });
    expect(notTheirs.status).toBe(400);
    for (const who of [admin, organizer]) {
      const old = await t.send('POST', '/api/embeds', { bearer: who, body: video({ events: [ofArchive.id] }) });
      expect(await refusalOf(old)).toMatchObject({
        code: 'Entry.unknownReference',
        fields: { events: 'Entry.unknownReference' },
      });
    }
  });
});

describe('PUT /api/embeds/{id}', () => {
  test('an Organizer changes any field of an embed on their events, and moves it between them', async () => {
    const [a, b] = [await ownEvent(), await ownEvent(true)];
    const embed = await createEmbed(t.database.db, { type: 2 });
    await t.database.db.insert(eventEmbeds).values({ eventId: a.id, embedId: embed.id });
    const changed = await json<Embed>(
      await t.send('PUT', `/api/embeds/${embed.id}`, {
        bearer: organizer,
        body: { name: ' Nový ', url: '588201144', type: 3, order: 5, published_at: null },
      }),
      200,
    );
    expect(changed).toMatchObject({ id: embed.id, name: 'Nový', url: '588201144', type: 3, order: 5, published_at: null });
    expect(await embedRow(embed.id)).toMatchObject({ name: 'Nový', url: '588201144', type: 3, order: 5, published_at: null });
    // A subset leaves the rest as it is.
    expect(
      await json<Embed>(await t.send('PUT', `/api/embeds/${embed.id}`, { bearer: organizer, body: { order: 1 } }), 200),
    ).toMatchObject({ name: 'Nový', type: 3, order: 1 });
    await json(await t.send('PUT', `/api/embeds/${embed.id}`, { bearer: organizer, body: { events: [b.id] } }), 200);
    expect(await attachedTo(embed.id)).toEqual([b.id]);
    expect(await embedsOnEvent(b.id, organizer)).toEqual([embed.id]);
    expect(await embedsOnEvent(a.id, organizer)).toEqual([]);
  });

  test('the same checks as creating, per field', async () => {
    const embed = await createEmbed(t.database.db);
    await t.database.db.insert(eventEmbeds).values({ eventId: (await ownEvent()).id, embedId: embed.id });
    const bad = await refusalOf(
      await t.send('PUT', `/api/embeds/${embed.id}`, {
        bearer: organizer,
        body: { name: '', url: 'javascript:alert(1)', type: 9, nope: 1 },
      }),
    );
    expect(bad.fields).toEqual({
      name: 'Form.error.required',
      url: 'Embed.code',
      type: 'Embed.type',
      nope: 'Request.body.unknownField',
    });
    expect(
      await refusalOf(await t.send('PUT', `/api/embeds/${embed.id}`, { bearer: organizer, body: { events: [987654] } })),
    ).toMatchObject({ code: 'Entry.unknownReference', field: 'events' });
    expect((await embedRow(embed.id))!.name).toBe(embed.name);
  });

  test('an Organizer cannot attach their embed to an event they do not edit, nor leave it on none', async () => {
    const own = await ownEvent();
    const embed = await createEmbed(t.database.db);
    await t.database.db.insert(eventEmbeds).values({ eventId: own.id, embedId: embed.id });
    for (const events of [[own.id, (await foreignEvent()).id], []])
      expect(
        await refusalOf(await t.send('PUT', `/api/embeds/${embed.id}`, { bearer: organizer, body: { events } })),
      ).toMatchObject({ statusCode: 403, code: 'Embed.forbidden.events' });
    expect(await attachedTo(embed.id)).toEqual([own.id]);
  });

  test("others' embeds: shared or published ones are 403, drafts they may not see 404, missing ones 404", async () => {
    const db = t.database.db;
    const shared = await createEmbed(db, { published_at: null });
    await createEvent(db, { exhibitorId: theirs.id, embeds: [shared.id] });
    await createEvent(db, { exhibitorId: other.id, embeds: [shared.id] });
    const published = await createEmbed(db);
    await createEvent(db, { exhibitorId: other.id, embeds: [published.id] });
    const unattached = await createEmbed(db);
    const hidden = await createEmbed(db, { published_at: null });
    await createEvent(db, { exhibitorId: other.id, embeds: [hidden.id] });
    for (const method of ['PUT', 'DELETE'] as const) {
      const send = (id: number, who: Row | null = organizer) =>
        t.send(method, `/api/embeds/${id}`, { bearer: who, body: { name: 'Převzato' } });
      for (const embed of [shared, published, unattached])
        expect(await refusalOf(await send(embed.id)), `${method} ${embed.id}`).toMatchObject({
          statusCode: 403,
          code: 'Embed.forbidden.edit',
        });
      expect(await refusalOf(await send(hidden.id))).toMatchObject({ statusCode: 404, code: 'Entry.notFound' });
      expect((await send(987654)).status).toBe(404);
      expect((await send(published.id, member)).status).toBe(403);
      expect((await send(published.id, null)).status).toBe(401);
    }
    for (const embed of [shared, published, unattached, hidden]) expect((await embedRow(embed.id))!.name).toBe(embed.name);
    expect((await attachedTo(shared.id)).length).toBe(2);
    // An Admin changes any.
    expect(
      await json<Embed>(await t.send('PUT', `/api/embeds/${shared.id}`, { bearer: admin, body: { name: 'Převzato' } }), 200),
    ).toMatchObject({ name: 'Převzato' });
  });
});

describe('DELETE /api/embeds/{id}', () => {
  test('deleting answers {id, name} and detaches it from its events; a second delete is 404', async () => {
    const event = await ownEvent(true);
    const created = await json<Embed>(
      await t.send('POST', '/api/embeds', { bearer: organizer, body: video({ events: [event.id] }) }),
      201,
    );
    expect(await json(await t.send('DELETE', `/api/embeds/${created.id}`, { bearer: organizer }), 200)).toEqual({
      id: created.id,
      name: created.name,
    });
    expect(await embedRow(created.id)).toBeUndefined();
    expect(await attachedTo(created.id)).toEqual([]);
    expect(await embedsOnEvent(event.id, organizer)).toEqual([]);
    expect((await t.send('DELETE', `/api/embeds/${created.id}`, { bearer: organizer })).status).toBe(404);
  });

  test('an Admin deletes an embed shared by several exhibitors; the events stay', async () => {
    const db = t.database.db;
    const shared = await createEmbed(db);
    const [a, b] = [
      await createEvent(db, { exhibitorId: theirs.id, embeds: [shared.id] }),
      await createEvent(db, { exhibitorId: other.id, embeds: [shared.id] }),
    ];
    expect((await t.send('DELETE', `/api/embeds/${shared.id}`, { bearer: admin })).status).toBe(200);
    expect(await attachedTo(shared.id)).toEqual([]);
    for (const event of [a, b]) expect((await t.send('GET', `/api/events/${event.id}`)).status).toBe(200);
  });
});

describe('PUT /api/events/{id} with embeds the Organizer just created', () => {
  test('an embed created on one of their events may be attached to another of their events', async () => {
    const [a, b] = [await ownEvent(), await ownEvent()];
    const created = await json<Embed>(
      await t.send('POST', '/api/embeds', { bearer: organizer, body: video({ events: [a.id] }) }),
      201,
    );
    const event = await json<{ embeds: Embed[] }>(
      await t.send('PUT', `/api/events/${b.id}`, { bearer: organizer, body: { embeds: [created.id] } }),
      200,
    );
    expect(event.embeds.map((e) => e.id)).toEqual([created.id]);
    expect(await attachedTo(created.id)).toEqual([a.id, b.id].sort(byNumber));
    // An embed of another exhibitor's event stays out of reach.
    const foreign = await createEmbed(t.database.db);
    await createEvent(t.database.db, { exhibitorId: other.id, embeds: [foreign.id] });
    expect(
      await refusalOf(await t.send('PUT', `/api/events/${b.id}`, { bearer: organizer, body: { embeds: [foreign.id] } })),
    ).toMatchObject({ code: 'Entry.unknownReference', field: 'embeds' });
  });
});
