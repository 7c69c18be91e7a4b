import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, eventSpeakers, ROLE, speakerEditors, speakers } from '../../db/schema';
import {
  createAdmin,
  createEvent,
  createExhibitor,
  createFile,
  createLocation,
  createOrganizer,
  createSpeaker,
  createUser,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** The speakers write API: validation, images, rights per role, speaker self-edit, delete integrity, sanitizing. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;
let registred: Row;
let theirs: { id: number };
let other: { id: number };
let location: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  registred = await createUser(db, { roleId: ROLE.registred });
  theirs = await createExhibitor(db, { editors: [organizer.id] });
  other = await createExhibitor(db);
  location = await createLocation(db);
});
afterAll(() => t.database.close());

type Speaker = {
  id: number;
  name: string;
  published_at: string | null;
  image: { id: number } | null;
  users_can_edit?: { id: number }[];
  [field: string]: unknown;
};
const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const row = async (id: number) => (await t.database.db.select().from(speakers).where(eq(speakers.id, id)))[0];
const editorsOf = async (id: number) =>
  (await t.database.db.select().from(speakerEditors).where(eq(speakerEditors.speakerId, id))).map((r) => r.userId).sort();
const post = (body: unknown, who: Row | null = admin) => t.send('POST', '/api/speakers', { bearer: who, body });
const put = (id: number, body: unknown, who: Row | null = admin) => t.send('PUT', `/api/speakers/${id}`, { bearer: who, body });

describe('POST /api/speakers', () => {
  test('an Admin creates one with editors and links; published now unless null is sent', async () => {
    const image = await createFile(t.database.db);
    const created = await json<Speaker>(
      await post({
        name: '  doc. Petr Veselý ',
        job: 'CEO',
        job_en: 'CEO',
        web_link: 'https://twitter.com/pvesely',
        linkedin_link: 'https://www.linkedin.com/in/pvesely',
        website: '',
        image: image.id,
        users_can_edit: [member.id],
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'doc. Petr Veselý',
      web_link: 'https://twitter.com/pvesely',
      website: null,
      image: { id: image.id },
    });
    expect(created.published_at).not.toBeNull();
    expect(created.users_can_edit!.map((u) => u.id)).toEqual([member.id]);
    expect((await t.send('GET', `/api/speakers/${created.id}`)).status).toBe(200);
    const draft = await json<Speaker>(await post({ name: 'Koncept', published_at: null }), 201);
    expect(draft.published_at).toBeNull();
    expect((await t.send('GET', `/api/speakers/${draft.id}`)).status).toBe(404);
  });

  test('the name is required, links are http(s) addresses, unknown fields refused: told per field at once', async () => {
    const problem = await refusalOf(
      await post({ name: ' ', web_link: 'javascript:alert(1)', linkedin_link: 'linkedin.com/x', published_at: 'now', extra: 1 }),
    );
    expect(problem.fields).toEqual({
      name: 'Form.error.required',
      web_link: 'Event.link',
      linkedin_link: 'Event.link',
      published_at: 'Form.error.invalid',
      extra: 'Request.body.unknownField',
    });
  });

  test('the image must be an existing image, not a PDF; editors must exist; nothing is written otherwise', async () => {
    const before = await t.database.db.$count(speakers);
    const pdf = await createFile(t.database.db, { mime: 'application/pdf' });
    expect(await refusalOf(await post({ name: 'X', image: pdf.id }))).toMatchObject({ code: 'Media.notImage', field: 'image' });
    expect(await refusalOf(await post({ name: 'X', image: 987654 }))).toMatchObject({
      code: 'Entry.unknownReference',
      field: 'image',
    });
    expect(await refusalOf(await post({ name: 'X', users_can_edit: [987654] }))).toMatchObject({
      code: 'Entry.unknownReference',
      field: 'users_can_edit',
    });
    expect(await t.database.db.$count(speakers)).toBe(before);
  });

  test('descriptions are sanitized on save', async () => {
    const created = await json<Speaker>(
      await post({
        name: 'XSS',
        description: '<p>Bio<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
        description_en: '<a href="javascript:alert(1)">x</a><svg onload="alert(1)"></svg><em>ok</em>',
      }),
      201,
    );
    const saved = (await row(created.id))!;
    for (const text of [saved.description!, saved.description_en!])
      expect(text).not.toMatch(/script|onerror|onload|javascript:|svg/i);
    expect(saved.description_en).toContain('<em>ok</em>');
  });

  test('an Organizer creates a speaker and becomes its editor: sees the draft, edits it, puts it on their event', async () => {
    const image = await createFile(t.database.db, { uploadedById: organizer.id });
    const created = await json<Speaker>(await post({ name: 'Host', published_at: null, image: image.id }, organizer), 201);
    expect(created).not.toHaveProperty('users_can_edit');
    expect(await editorsOf(created.id)).toEqual([organizer.id]);
    expect((await t.send('GET', `/api/speakers/${created.id}?_publicationState=preview`, { bearer: organizer })).status).toBe(
      200,
    );
    expect((await json<Speaker>(await put(created.id, { job: 'moderátor' }, organizer), 200)).job).toBe('moderátor');
    const event = await createEvent(t.database.db, { exhibitorId: theirs.id, locationId: location.id });
    const changed = await json<{ speakers: { id: number }[] }>(
      await t.send('PUT', `/api/events/${event.id}`, { bearer: organizer, body: { speakers: [created.id] } }),
      200,
    );
    expect(changed.speakers.map((s) => s.id)).toEqual([created.id]);
  });

  test("an Organizer may not set users_can_edit, nor use another's upload as the image", async () => {
    const before = await t.database.db.$count(speakers);
    expect(await refusalOf(await post({ name: 'X', users_can_edit: [member.id] }, organizer))).toMatchObject({
      statusCode: 403,
      code: 'Speaker.forbidden.field',
      field: 'users_can_edit',
    });
    const foreign = await createFile(t.database.db, { uploadedById: admin.id });
    expect(await refusalOf(await post({ name: 'X', image: foreign.id }, organizer))).toMatchObject({
      statusCode: 400,
      code: 'Entry.unknownReference',
      field: 'image',
    });
    expect(await t.database.db.$count(speakers)).toBe(before);
  });

  test('guests 401 (before the body is read); members, self-editors included, 403', async () => {
    const before = await t.database.db.$count(speakers);
    expect((await refusalOf(await post({ bad: 1 }, null))).code).toBe('Request.unauthorized');
    await createSpeaker(t.database.db, { editors: [member.id] });
    for (const who of [member, registred])
      expect(await refusalOf(await post({ name: 'Já' }, who))).toMatchObject({ statusCode: 403, code: 'Speaker.forbidden.edit' });
    expect(await t.database.db.$count(speakers)).toBe(before + 1);
  });
});

describe('PUT /api/speakers/{id}', () => {
  test('an Admin changes anything: publishing, editors, clearing the image', async () => {
    const image = await createFile(t.database.db);
    const current = await createSpeaker(t.database.db, { published_at: null, imageId: image.id, editors: [member.id] });
    const changed = await json<Speaker>(
      await put(current.id, { published_at: '2021-10-01T08:00:00.000Z', users_can_edit: [organizer.id], image: null }),
      200,
    );
    expect(changed).toMatchObject({ published_at: '2021-10-01T08:00:00.000Z', image: null });
    expect(changed.users_can_edit!.map((u) => u.id)).toEqual([organizer.id]);
    expect(await editorsOf(current.id)).toEqual([organizer.id]);
    expect((await json<Speaker>(await put(current.id, { published_at: null }), 200)).published_at).toBeNull();
    expect((await put(987654, { name: 'x' })).status).toBe(404);
  });

  test('an Organizer edits the speakers listing them, publishing included, but not their editors', async () => {
    const current = await createSpeaker(t.database.db, { published_at: null, editors: [organizer.id] });
    expect(
      await json<Speaker>(
        await put(current.id, { name: 'Nové jméno', published_at: '2021-10-01T08:00:00.000Z' }, organizer),
        200,
      ),
    ).toMatchObject({ name: 'Nové jméno', published_at: '2021-10-01T08:00:00.000Z' });
    expect(await refusalOf(await put(current.id, { users_can_edit: [organizer.id, member.id] }, organizer))).toMatchObject({
      statusCode: 403,
      code: 'Speaker.forbidden.field',
      field: 'users_can_edit',
    });
    expect(await editorsOf(current.id)).toEqual([organizer.id]);
  });

  test("others' speakers: a published one is 403, a draft 404, for Organizers and members alike", async () => {
    const published = await createSpeaker(t.database.db);
    const draft = await createSpeaker(t.database.db, { published_at: null });
    for (const who of [organizer, member, registred]) {
      expect(await refusalOf(await put(published.id, { name: 'Převzato' }, who))).toMatchObject({
        statusCode: 403,
        code: 'Speaker.forbidden.edit',
      });
      expect(await refusalOf(await put(draft.id, { name: 'Převzato' }, who))).toMatchObject({
        statusCode: 404,
        code: 'Entry.notFound',
      });
    }
    expect((await refusalOf(await put(published.id, { bad: 1 }, null))).code).toBe('Request.unauthorized');
    for (const s of [published, draft]) expect((await row(s.id))!.name).toBe(s.name);
  });
});

describe('speaker self-edit: PUT /api/speakers/{id} by a confirmed member listed in users_can_edit', () => {
  test('changes their name, jobs, descriptions, links and image (keeping or clearing it), a draft too', async () => {
    const image = await createFile(t.database.db);
    const own = await createSpeaker(t.database.db, { published_at: null, imageId: image.id, editors: [member.id] });
    const changed = await json<Speaker>(
      await put(
        own.id,
        {
          name: 'Jana Nová',
          job: 'vědkyně',
          job_en: 'scientist',
          description: '<p>O mně<script>x()</script></p>',
          description_en: '<p>About me</p>',
          web_link: 'https://twitter.com/jnova',
          linkedin_link: 'https://www.linkedin.com/in/jnova',
          website: 'https://jnova.example',
          image: image.id,
        },
        member,
      ),
      200,
    );
    expect(changed).toMatchObject({
      name: 'Jana Nová',
      job_en: 'scientist',
      description: '<p>O mně</p>',
      image: { id: image.id },
    });
    expect(changed).not.toHaveProperty('users_can_edit');
    expect(changed.published_at).toBeNull();
    expect((await json<Speaker>(await put(own.id, { image: null }, member), 200)).image).toBeNull();
  });

  test('publishing and users_can_edit are refused with a code naming the field; nothing is saved', async () => {
    const own = await createSpeaker(t.database.db, { published_at: null, editors: [member.id] });
    for (const [field, value] of [
      ['published_at', '2021-10-01T08:00:00.000Z'],
      ['published_at', null],
      ['users_can_edit', [member.id]],
    ] as const)
      expect(await refusalOf(await put(own.id, { name: 'Jiné', [field]: value }, member)), field).toMatchObject({
        statusCode: 403,
        code: 'Speaker.forbidden.field',
        field,
      });
    expect(await row(own.id)).toMatchObject({ name: own.name, published_at: null });
    expect(await editorsOf(own.id)).toEqual([member.id]);
  });

  test('an image the member did not upload and that is not theirs already is unknown to them', async () => {
    const own = await createSpeaker(t.database.db, { editors: [member.id] });
    const foreign = await createFile(t.database.db);
    expect(await refusalOf(await put(own.id, { image: foreign.id }, member))).toMatchObject({
      statusCode: 400,
      code: 'Entry.unknownReference',
      field: 'image',
    });
    expect((await row(own.id))!.imageId).toBeNull();
  });

  test('a listed user who is only Registred is no confirmed member: 403; their deletes are refused', async () => {
    const own = await createSpeaker(t.database.db, { editors: [registred.id, member.id] });
    expect(await refusalOf(await put(own.id, { name: 'Já' }, registred))).toMatchObject({
      statusCode: 403,
      code: 'Speaker.forbidden.edit',
    });
    for (const who of [registred, member])
      expect(await refusalOf(await t.send('DELETE', `/api/speakers/${own.id}`, { bearer: who }))).toMatchObject({
        statusCode: 403,
        code: 'Speaker.forbidden.edit',
      });
    expect(await row(own.id)).toMatchObject({ name: own.name });
  });
});

describe('DELETE /api/speakers/{id}', () => {
  const speakersOf = async (eventId: number) =>
    (await t.database.db.select().from(eventSpeakers).where(eq(eventSpeakers.eventId, eventId))).map((r) => r.speakerId);
  const orderOf = async (eventId: number) =>
    (await t.database.db.select().from(events).where(eq(events.id, eventId)))[0]!.speakers_order;

  test("an Admin deletes a speaker: off every event and out of the events' speakers_order; the events stay", async () => {
    const db = t.database.db;
    const [a, b] = [await createSpeaker(db), await createSpeaker(db)];
    const event = await createEvent(db, { exhibitorId: other.id, speakers: [a.id, b.id], speakers_order: `${b.id},${a.id}` });
    expect(await json(await t.send('DELETE', `/api/speakers/${a.id}`, { bearer: admin }), 200)).toEqual({
      id: a.id,
      name: a.name,
    });
    expect(await row(a.id)).toBeUndefined();
    expect(await speakersOf(event.id)).toEqual([b.id]);
    expect(await orderOf(event.id)).toBe(String(b.id));
    expect((await t.send('GET', `/api/events/${event.id}`)).status).toBe(200);
    expect((await t.send('DELETE', `/api/speakers/${a.id}`, { bearer: admin })).status).toBe(404);
  });

  test('an Organizer deletes a speaker they edit who speaks only at their events', async () => {
    const db = t.database.db;
    const own = await createSpeaker(db, { editors: [organizer.id] });
    const event = await createEvent(db, { exhibitorId: theirs.id, speakers: [own.id], speakers_order: String(own.id) });
    expect((await t.send('DELETE', `/api/speakers/${own.id}`, { bearer: organizer })).status).toBe(200);
    expect(await row(own.id)).toBeUndefined();
    expect(await orderOf(event.id)).toBe('');
  });

  test("an Organizer's speaker on another exhibitor's event is the Admins' to delete; others' speakers 403 or 404", async () => {
    const db = t.database.db;
    const shared = await createSpeaker(db, { editors: [organizer.id] });
    await createEvent(db, { exhibitorId: theirs.id, speakers: [shared.id] });
    const foreignEvent = await createEvent(db, {
      exhibitorId: other.id,
      speakers: [shared.id],
      speakers_order: String(shared.id),
    });
    expect(await refusalOf(await t.send('DELETE', `/api/speakers/${shared.id}`, { bearer: organizer }))).toMatchObject({
      statusCode: 403,
      code: 'Speaker.forbidden.delete',
    });
    expect(await speakersOf(foreignEvent.id)).toEqual([shared.id]);
    expect(await orderOf(foreignEvent.id)).toBe(String(shared.id));
    const published = await createSpeaker(db);
    const draft = await createSpeaker(db, { published_at: null });
    expect((await refusalOf(await t.send('DELETE', `/api/speakers/${published.id}`, { bearer: organizer }))).code).toBe(
      'Speaker.forbidden.edit',
    );
    expect((await t.send('DELETE', `/api/speakers/${draft.id}`, { bearer: organizer })).status).toBe(404);
    expect((await t.send('DELETE', `/api/speakers/${published.id}`)).status).toBe(401);
    for (const s of [shared, published, draft]) expect(await row(s.id)).toBeDefined();
  });
});
