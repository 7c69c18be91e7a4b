import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiEmbed } from '../../core/embeds/embed-query';
import type { ApiEvent } from '../../core/events/event-schema';

let t: ApiTestContext;
type U = Awaited<ReturnType<typeof f.createUser>>;
let admin: U, orgWith: U, orgWithout: U;
let mine: { id: number }, foreign: { id: number }, loose: { id: number }, live: { id: number }, event: { id: number };

beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  admin = await f.createAdmin(db);
  orgWith = await f.createOrganizer(db);
  orgWithout = await f.createOrganizer(db);
  const X1 = await f.createExhibitor(db, { editors: [orgWith.id] });
  const X2 = await f.createExhibitor(db);
  live = await f.createEmbed(db, { name: 'live', type: 4, order: 2 });
  mine = await f.createEmbed(db, { name: 'mine', published_at: null });
  foreign = await f.createEmbed(db, { name: 'foreign', published_at: null });
  loose = await f.createEmbed(db, { name: 'loose', published_at: null });
  event = await f.createEvent(db, { exhibitorId: X1.id, embeds: [live.id, mine.id], published_at: null });
  await f.createEvent(db, { exhibitorId: X2.id, embeds: [foreign.id] });
});
afterAll(async () => {
  await t.database.close();
});

const names = async (who: U | null, qs = '') =>
  (await t.json<ApiEmbed[]>(`/api/embeds?_sort=id:asc${qs}`, who)).map((e) => e.name);

describe('GET /api/embeds', () => {
  test('published only without preview', async () => {
    for (const who of [null, orgWith, admin]) expect(await names(who)).toEqual(['live']);
  });

  test("preview: Admin all, an Organizer drafts attached to their exhibitors' events", async () => {
    expect(await names(admin, '&_publicationState=preview')).toEqual(['live', 'mine', 'foreign', 'loose']);
    expect(await names(orgWith, '&_publicationState=preview')).toEqual(['live', 'mine']);
    expect(await names(orgWithout, '&_publicationState=preview')).toEqual(['live']);
    expect(await names(null, '&_publicationState=preview')).toEqual(['live']);
  });

  test('by id with preview, as the admin embed page asks', async () => {
    expect((await t.get(`/api/embeds/${mine.id}?_publicationState=preview`, orgWith)).status).toBe(200);
    expect((await t.get(`/api/embeds/${foreign.id}?_publicationState=preview`, orgWith)).status).toBe(404);
    expect((await t.get(`/api/embeds/${loose.id}?_publicationState=preview`, admin)).status).toBe(200);
    expect((await t.get(`/api/embeds/${loose.id}`, admin)).status).toBe(404);
    expect(await t.json<ApiEmbed>(`/api/embeds/${live.id}`)).toMatchObject({
      id: live.id,
      name: 'live',
      type: 4,
      order: 2,
      url: expect.any(String),
    });
  });

  test('linked events of an embed, preview included', async () => {
    const linked = await t.json<ApiEvent[]>(`/api/events?_where[embeds.id]=${mine.id}&_publicationState=preview`, orgWith);
    expect(linked.map((e) => e.id)).toEqual([event.id]);
    expect(await t.json<ApiEvent[]>(`/api/events?_where[embeds.id]=${mine.id}&_publicationState=preview`)).toEqual([]);
    // The event is a draft: a guest filtering through it must not learn what it embeds.
    expect(await names(null, `&events.id=${event.id}`)).toEqual([]);
    expect(await names(orgWith, `&events.id=${event.id}&_publicationState=preview`)).toContain('live');
  });
});
