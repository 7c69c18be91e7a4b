/**
 * The stars API and the programme links (decision 038): own stars only, published events the
 * caller may see, idempotent writes, the union on merge, the cap; links issued, replaced and revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE, userStars, type users } from '../../db/schema';
import { MAX_STARS } from '../../core/stars/star-limits';
import { createEvent, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

type User = typeof users.$inferSelect;
let t: WriteTestContext;
let published: { id: number };
let another: { id: number };
let draft: { id: number };
let membersOnly: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  published = await createEvent(db);
  another = await createEvent(db);
  draft = await createEvent(db, { published_at: null });
  membersOnly = await createEvent(db, { access_control: 'only_registred_users' });
});
afterAll(() => t.database.close());

const json = async (res: Response) => (await res.json()) as { events: number[]; max: number };
const freshUser = (roleId: number = ROLE.registred) => createUser(t.database.db, { roleId });

describe('/api/users/me/stars', () => {
  it('asks a guest to sign in, whatever the method', async () => {
    for (const [method, path] of [
      ['GET', '/api/users/me/stars'],
      ['POST', '/api/users/me/stars'],
      ['PUT', `/api/users/me/stars/${published.id}`],
      ['DELETE', `/api/users/me/stars/${published.id}`],
    ] as const) {
      const res = await t.send(method, path, method === 'POST' ? { body: { events: [published.id] } } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('stars and unstars an event, twice each without harm, and the stars follow the account to another client', async () => {
    const user = await freshUser();
    const put = await t.send('PUT', `/api/users/me/stars/${published.id}`, { cookie: user });
    expect(put.status).toBe(200);
    expect(await json(put)).toEqual({ events: [published.id], max: MAX_STARS });
    expect((await json(await t.send('PUT', `/api/users/me/stars/${published.id}`, { cookie: user }))).events).toEqual([
      published.id,
    ]);
    // Another device: a bearer token instead of the browser's cookie.
    expect((await json(await t.send('GET', '/api/users/me/stars', { bearer: user }))).events).toEqual([published.id]);
    expect((await json(await t.send('DELETE', `/api/users/me/stars/${published.id}`, { cookie: user }))).events).toEqual([]);
    expect((await t.send('DELETE', `/api/users/me/stars/${published.id}`, { cookie: user })).status).toBe(200);
    expect(await t.database.db.$count(userStars, eq(userStars.userId, user.id))).toBe(0);
  });

  it('refuses a draft, a missing event and one the access level hides (participants only, to a user without a ticket), as their pages do (404)', async () => {
    const user = await freshUser();
    for (const id of [draft.id, 2147483000, membersOnly.id])
      expect((await t.send('PUT', `/api/users/me/stars/${id}`, { cookie: user })).status, String(id)).toBe(404);
    // A ticket holder may see (and star) the participants' event.
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed, hasTicket: true });
    expect((await t.send('PUT', `/api/users/me/stars/${membersOnly.id}`, { cookie: member })).status).toBe(200);
    expect((await t.send('PUT', '/api/users/me/stars/abc', { cookie: user })).status).toBe(400);
  });

  it("merges a browser's stars as the union, skipping what the caller may not see", async () => {
    const user = await freshUser();
    await t.send('PUT', `/api/users/me/stars/${published.id}`, { cookie: user });
    const res = await t.send('POST', '/api/users/me/stars', {
      cookie: user,
      body: { events: [another.id, published.id, draft.id, membersOnly.id, 2147483000] },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).events).toEqual([published.id, another.id]);
    // Merging again changes nothing.
    expect(
      (await json(await t.send('POST', '/api/users/me/stars', { cookie: user, body: { events: [another.id] } }))).events,
    ).toEqual([published.id, another.id]);
  });

  it('refuses a body that is not a list of ids', async () => {
    const user = await freshUser();
    for (const body of [{ events: ['1'] }, { events: [0] }, { events: 5 }, { events: [], extra: 1 }])
      expect((await t.send('POST', '/api/users/me/stars', { cookie: user, body })).status, JSON.stringify(body)).toBe(400);
  });

  it(`holds at most ${MAX_STARS} stars (409 Star.limit), and unstarring makes room`, async () => {
    const db = t.database.db;
    const user = await freshUser();
    const events: number[] = [];
    for (let i = 0; i < MAX_STARS; i++) events.push((await createEvent(db)).id);
    await db.insert(userStars).values(events.map((eventId) => ({ userId: user.id, eventId })));
    const over = await t.send('PUT', `/api/users/me/stars/${published.id}`, { cookie: user });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: [{ messages: [{ id: string }] }] }).message[0].messages[0].id).toBe('Star.limit');
    // An event already starred is still fine at the cap (idempotent).
    expect((await t.send('PUT', `/api/users/me/stars/${events[0]}`, { cookie: user })).status).toBe(200);
    // A merge at the cap adds nothing and is no refusal.
    expect(
      (await json(await t.send('POST', '/api/users/me/stars', { cookie: user, body: { events: [published.id] } }))).events,
    ).not.toContain(published.id);
    await t.send('DELETE', `/api/users/me/stars/${events[0]}`, { cookie: user });
    expect((await t.send('PUT', `/api/users/me/stars/${published.id}`, { cookie: user })).status).toBe(200);
  });
});

describe('/api/users/me/programme-links', () => {
  type Link = { kind: string; token: string | null; path: string | null };

  it('issues, replaces and revokes the share link and the feed, each on its own', async () => {
    const user: User = await freshUser();
    const none = (await (await t.send('GET', '/api/users/me/programme-links', { cookie: user })).json()) as Link[];
    expect(none).toEqual([
      { kind: 'share', token: null, path: null },
      { kind: 'feed', token: null, path: null },
    ]);
    const share = (await (await t.send('PUT', '/api/users/me/programme-links/share', { cookie: user })).json()) as Link;
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.path).toBe(`/muj-program/sdileny/${share.token}`);
    const feed = (await (await t.send('PUT', '/api/users/me/programme-links/feed', { cookie: user })).json()) as Link;
    expect(feed.path).toBe(`/muj-program/kalendar/${feed.token}.ics`);
    const renewed = (await (await t.send('PUT', '/api/users/me/programme-links/share', { cookie: user })).json()) as Link;
    expect(renewed.token).not.toBe(share.token);
    expect((await t.send('DELETE', '/api/users/me/programme-links/feed', { cookie: user })).status).toBe(200);
    const after = (await (await t.send('GET', '/api/users/me/programme-links', { cookie: user })).json()) as Link[];
    expect(after.map((l) => l.token)).toEqual([renewed.token, null]);
  });

  it('answers 401 to a guest and 404 for an unknown kind', async () => {
    expect((await t.send('PUT', '/api/users/me/programme-links/share')).status).toBe(401);
    const user = await freshUser();
    expect((await t.send('PUT', '/api/users/me/programme-links/other', { cookie: user })).status).toBe(404);
  });
});
