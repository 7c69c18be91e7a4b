import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE } from '../../core/accounts/roles';
import { sharedAnswersOf } from '../../core/serialize/shared-answers';
import { sharedEtag, shareBytes } from '../../core/serialize/shared-bytes';
import { eventJoins, events, eventWaitlist } from '../../db/schema';
import * as f from '../../tests/factories';
import { createTestDatabase } from '../../tests/db';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import type { Database } from '../../db/client';
import { compressAnswer } from '../middleware/compress';

/**
 * Decision 173: the signed-in events list and one event are built once per visibility class
 * (role, ticket, edited exhibitors) and shared by that class. Every reader, in an order that
 * puts each class with more rights before those with fewer, gets from the sharing app exactly
 * what the app without any memo builds for them alone; a viewer signed up beyond their class
 * gets their own answer; answers are shared within a class and never across.
 */
let database: Database;
let plain: WriteTestContext;
let shared: WriteTestContext;
type U = Awaited<ReturnType<typeof f.createUser>>;
let readers: Record<string, U | null>;
let ev: Record<'pub' | 'users' | 'ticket' | 'priv' | 'draft1' | 'draft2' | 'noSignup', number>;
let hallId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  plain = await createWriteTestContext({ database, env: { CLOCK_START: f.BEFORE_EVENTS } });
  shared = await createWriteTestContext({ database, keepSerialized: true, env: { CLOCK_START: f.BEFORE_EVENTS } });
  const admin = await f.createAdmin(db);
  const orgX1a = await f.createOrganizer(db);
  const orgX1b = await f.createOrganizer(db);
  const orgX2 = await f.createOrganizer(db);
  const orgNone = await f.createOrganizer(db);
  const holderA = await f.createUser(db, { hasTicket: true });
  const holderB = await f.createUser(db, { hasTicket: true });
  const confirmed = await f.createUser(db, { roleId: ROLE.confirmed });
  const signedBeyond = await f.createUser(db);
  const queuedBeyond = await f.createUser(db);
  const memberA = await f.createUser(db, { phone: '+420777000111' });
  const memberB = await f.createUser(db);
  const memberC = await f.createUser(db);
  const memberD = await f.createUser(db);
  const X1 = await f.createExhibitor(db, { editors: [orgX1a.id, orgX1b.id, memberA.id] });
  const X2 = await f.createExhibitor(db, { editors: [orgX2.id] });
  const hall = await f.createHall(db, { broadcast: 'vimeo:123456', slido: 'slido-code' });
  hallId = hall.id;
  const location = await f.createLocation(db);
  const make = (name: string, values: Parameters<typeof f.createEvent>[1]) =>
    f.createEvent(db, { name, hallId, locationId: location.id, ...values }).then((e) => e.id);
  ev = {
    pub: await make('pub', { exhibitorId: X1.id, users: [memberA.id, holderA.id] }),
    users: await make('users', { exhibitorId: X2.id, access_control: 'only_users', users: [memberB.id] }),
    ticket: await make('ticket', { exhibitorId: X2.id, access_control: 'only_registred_users', users: [signedBeyond.id] }),
    priv: await make('priv', { exhibitorId: X1.id, access_control: 'private' }),
    draft1: await make('draft1', { exhibitorId: X1.id, published_at: null }),
    draft2: await make('draft2', { exhibitorId: X2.id, published_at: null, users: [holderB.id] }),
    noSignup: await make('noSignup', { exhibitorId: X2.id, access_control: 'only_unregitered' }),
  };
  await db.insert(eventWaitlist).values({ eventId: ev.priv, userId: queuedBeyond.id });
  // More rights first: a class's answer kept before a class with fewer rights asks would show there.
  readers = {
    admin,
    orgX1a,
    orgX1b,
    orgX2,
    orgNone,
    holderA,
    holderB,
    signedBeyond,
    queuedBeyond,
    confirmed,
    memberA,
    memberB,
    memberC,
    memberD,
    guest: null,
  };
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const paths = () => [
  `/api/events?hall.id=${hallId}&_sort=id:asc`,
  `/api/events?hall.id=${hallId}&_sort=name:desc&_limit=3`,
  `/api/events?hall.id=${hallId}&_publicationState=preview&_sort=id:asc`,
  ...Object.values(ev).flatMap((id) => [`/api/events/${id}`, `/api/events/${id}?_publicationState=preview`]),
  '/api/events/999999',
];

const answer = async (ctx: WriteTestContext, path: string, reader: U | null) => {
  const res = await ctx.send('GET', path, { bearer: reader });
  return { status: res.status, etag: res.headers.get('etag'), cache: res.headers.get('cache-control'), body: await res.text() };
};

async function expectOwnAnswers() {
  for (const [name, reader] of Object.entries(readers)) {
    for (const path of paths()) {
      const expected = await answer(plain, path, reader);
      for (const round of [1, 2]) expect(await answer(shared, path, reader), `${name} ${path} (${round})`).toEqual(expected);
    }
  }
}

const listNames = async (reader: U | null) =>
  (JSON.parse((await answer(shared, `/api/events?hall.id=${hallId}&_sort=id:asc`, reader)).body) as { name: string }[]).map(
    (e) => e.name,
  );

describe('answers shared by a visibility class', () => {
  test(
    'every reader gets exactly their own answer, and what each class sees differs as its rights do',
    { timeout: 600_000 },
    async () => {
      await expectOwnAnswers();
      expect(await listNames(readers.guest!)).toEqual(['pub', 'noSignup']);
      expect(await listNames(readers.memberB!)).toEqual(['pub', 'users', 'noSignup']);
      expect(await listNames(readers.holderA!)).toEqual(['pub', 'users', 'ticket', 'noSignup']);
      // Signed up (or queued) beyond their class: their own answer, which their class never gets.
      expect(await listNames(readers.signedBeyond!)).toEqual(['pub', 'users', 'ticket', 'noSignup']);
      expect(await listNames(readers.queuedBeyond!)).toEqual(['pub', 'users', 'priv', 'noSignup']);
      expect(await listNames(readers.confirmed!)).toEqual(['pub', 'users', 'noSignup']);
      // memberA is listed as X1's editor but is no Organizer: a member's answer, no contacts.
      const member = (await answer(shared, `/api/events/${ev.pub}`, readers.memberA!)).body;
      const editor = (await answer(shared, `/api/events/${ev.pub}`, readers.orgX1a!)).body;
      expect(editor).toContain('+420777000111');
      expect(member).not.toContain('+420777000111');
      expect((await answer(shared, `/api/events/${ev.ticket}`, readers.memberB!)).status).toBe(404);
      expect((await answer(shared, `/api/events/${ev.ticket}`, readers.holderB!)).status).toBe(200);
    },
  );

  test('one class shares one answer (a write straight to the database shows to none of it), other classes do not get it', async () => {
    const path = `/api/events?hall.id=${hallId}&_sort=id:desc`;
    const memberC = await answer(shared, path, readers.memberC!);
    expect(memberC.body).toContain('"name":"users"');
    // Not through the app: the memo is not told, so what the class kept is what it still gets.
    await database.db.update(events).set({ access_control: 'private' }).where(eq(events.id, ev.users));
    try {
      expect(await answer(shared, path, readers.memberD!)).toEqual(memberC);
      // memberB is signed up for it, so no longer fits their class: their own answer, still with it
      // (its text is the memo's, as decision 046 keeps it until a write through the app).
      expect((await answer(shared, path, readers.memberB!)).body).toContain('"name":"users"');
      // Another class (a confirmed member) has not asked yet: its answer is its own, made now.
      const confirmed = await answer(shared, path, readers.confirmed!);
      expect(confirmed.body).not.toContain('"name":"users"');
      expect(confirmed).toEqual(await answer(plain, path, readers.confirmed!));
      expect(sharedAnswersOf(shared.deps.readMemo!).totalBytes).toBeGreaterThan(0);
    } finally {
      await database.db.update(events).set({ access_control: 'only_users' }).where(eq(events.id, ev.users));
    }
  });

  test(
    'after writes through the app (a new sign-up beyond the class, a changed audience) every answer still agrees',
    { timeout: 600_000 },
    async () => {
      await database.db.insert(eventJoins).values({ eventId: ev.ticket, userId: readers.memberB!.id });
      const admin = readers.admin!;
      const put = await shared.send('PUT', `/api/events/${ev.noSignup}`, {
        bearer: admin,
        body: { access_control: 'only_users' },
      });
      expect(put.status, await put.clone().text()).toBe(200);
      expect(await listNames(readers.memberB!)).toEqual(['pub', 'users', 'ticket', 'noSignup']);
      expect(await listNames(readers.guest!)).toEqual(['pub']);
      await expectOwnAnswers();
    },
  );
});

describe('compressed forms of a shared answer', () => {
  test('are made once per encoding for the very bytes shared, and every time for other bytes', async () => {
    const body = shareBytes(Buffer.from(JSON.stringify({ text: 'x'.repeat(4000) })));
    expect(sharedEtag(body)).toMatch(/^"[0-9a-f]{40}"$/);
    expect(compressAnswer(body, 'br')).toBe(compressAnswer(body, 'br'));
    expect(compressAnswer(body, 'gzip')).not.toBe(compressAnswer(body, 'br'));
    const copy = Buffer.from(body);
    expect(sharedEtag(copy)).toBeUndefined();
    expect(compressAnswer(copy, 'br')).not.toBe(compressAnswer(copy, 'br'));
    expect(Buffer.from(await compressAnswer(copy, 'br'))).toEqual(Buffer.from(await compressAnswer(body, 'br')));
  });
});
