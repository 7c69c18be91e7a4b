/**
 * Versions of events and pages (decision 089): each save keeps one, and a restore goes through
 * the ordinary update: its rights, its rules and its audit entry; what a restore leaves alone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, editions, events, pages } from '../../db/schema';
import {
  createAdmin,
  createEdition,
  createEvent,
  createExhibitor,
  createLocation,
  createOrganizer,
  createPage,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
type Who = { id: number; tokenVersion: number };
let admin: Who;
let organizer: Who;
let stranger: Who;
let exhibitorId: number;

beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
  organizer = await createOrganizer(t.database.db);
  stranger = await createOrganizer(t.database.db);
  exhibitorId = (await createExhibitor(t.database.db, { editors: [organizer.id] })).id;
});
afterAll(() => t.database.close());

const ok = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
type Version = { id: number; actor_name: string; data: Record<string, unknown> };
const versionsOf = (who: Who | null, entity: string, id: number) =>
  t.send('GET', `/api/versions?entity=${entity}&entity_id=${id}`, { bearer: who });
const restore = (who: Who | null, id: number) => t.send('POST', `/api/versions/${id}/restore`, { bearer: who });

describe('events', () => {
  test('an editor restores an earlier version; its publication state stays as it is now', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { exhibitorId, locationId: (await createLocation(db)).id, name: 'Původní' });
    const put = (body: Record<string, unknown>) => t.send('PUT', `/api/events/${event.id}`, { bearer: organizer, body });
    await ok(await put({ name: 'Druhá verze', start: '2021-10-11T08:00:00.000Z', end: '2021-10-11T09:00:00.000Z' }));
    await ok(await put({ name: 'Třetí verze', description: '<p>Nový popis</p>' }));
    // Attendance and publishing change no kept field: no version for them.
    await ok(await put({ published_at: null }));

    const versions = await ok<Version[]>(await versionsOf(organizer, 'events', event.id));
    expect(versions.map((v) => v.data.name)).toEqual(['Třetí verze', 'Druhá verze']);
    expect(versions[1]!.data).toMatchObject({ start: '2021-10-11T08:00:00.000Z', speakers_order: '' });

    const auditBefore = await db.$count(auditLog, and(eq(auditLog.entity, 'events'), eq(auditLog.entityId, event.id)));
    expect(await ok(await restore(organizer, versions[1]!.id))).toEqual({ entity: 'events', id: event.id });
    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ name: 'Druhá verze', published_at: null });
    expect(row!.description ?? '').not.toContain('Nový popis');
    // Through the ordinary update: its audit entry, and a new version on top.
    expect(await db.$count(auditLog, and(eq(auditLog.entity, 'events'), eq(auditLog.entityId, event.id)))).toBe(auditBefore + 1);
    expect((await ok<Version[]>(await versionsOf(organizer, 'events', event.id)))[0]!.data.name).toBe('Druhá verze');
  });

  test('someone who may not edit the event neither reads nor restores its versions', async () => {
    const event = await createEvent(t.database.db, { exhibitorId, locationId: (await createLocation(t.database.db)).id });
    await ok(await t.send('PUT', `/api/events/${event.id}`, { bearer: admin, body: { name: 'Změna' } }));
    const [version] = await ok<Version[]>(await versionsOf(admin, 'events', event.id));
    expect(await refusalOf(await versionsOf(stranger, 'events', event.id))).toMatchObject({
      statusCode: 403,
      code: 'Version.forbidden',
    });
    expect(await refusalOf(await restore(stranger, version!.id))).toMatchObject({ statusCode: 403, code: 'Version.forbidden' });
    expect((await restore(null, version!.id)).status).toBe(401);
    expect(await refusalOf(await versionsOf(admin, 'users', 1))).toMatchObject({ statusCode: 400 });
  });
});

describe("another edition's event (decision 178)", () => {
  test("a draft edition's event keeps versions and is restored; once archived they are read, never restored", async () => {
    const db = t.database.db;
    const draft = await createEdition(db, { year: 2032, state: 'draft' });
    const event = await createEvent(db, { exhibitorId, editionId: draft.id, locationId: (await createLocation(db)).id });
    const put = (body: Record<string, unknown>) => t.send('PUT', `/api/events/${event.id}?edition=2032`, { bearer: admin, body });
    await ok(await put({ name: 'Návrh 1' }));
    await ok(await put({ name: 'Návrh 2' }));
    const versions = await ok<Version[]>(await versionsOf(organizer, 'events', event.id));
    expect(versions.map((v) => v.data.name)).toEqual(['Návrh 2', 'Návrh 1']);
    expect(await ok(await restore(organizer, versions[1]!.id))).toEqual({ entity: 'events', id: event.id });
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]!.name).toBe('Návrh 1');
    // Still out of reach of whoever may not edit it.
    expect((await versionsOf(stranger, 'events', event.id)).status).toBe(403);

    await db.update(editions).set({ state: 'archived' }).where(eq(editions.id, draft.id));
    expect((await ok<Version[]>(await versionsOf(admin, 'events', event.id))).length).toBe(3);
    expect(await refusalOf(await restore(admin, versions[0]!.id))).toMatchObject({ statusCode: 409, code: 'Edition.archived' });
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]!.name).toBe('Návrh 1');
  });
});

describe('pages', () => {
  test("a restore keeps today's slug when another page has taken the old one", async () => {
    const db = t.database.db;
    const page = await createPage(db, { name: 'O akci', slug: `o-akci-${Date.now()}`, content: '<p>Původní</p>' });
    const put = (body: Record<string, unknown>) => t.send('PUT', `/api/pages/${page.id}`, { bearer: admin, body });
    await ok(await put({ content: '<p>První úprava</p>' }));
    await ok(await put({ name: 'O festivalu', slug: `o-festivalu-${page.id}`, content: '<p>Druhá</p>' }));
    await createPage(db, { name: 'Jiná', slug: page.slug, locale: page.locale });

    const versions = await ok<Version[]>(await versionsOf(admin, 'pages', page.id));
    expect(versions.map((v) => v.data.content)).toEqual(['<p>Druhá</p>', '<p>První úprava</p>']);
    await ok(await restore(admin, versions[1]!.id));
    const [row] = await db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ name: 'O akci', slug: `o-festivalu-${page.id}`, content: '<p>První úprava</p>' });
    expect(await refusalOf(await versionsOf(organizer, 'pages', page.id))).toMatchObject({
      statusCode: 403,
      code: 'Version.forbidden',
    });
  });
});
