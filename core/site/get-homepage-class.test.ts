import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE } from '../accounts/roles';
import { getSessionUser } from '../accounts/get-session-user';
import type { ViewerWithRights } from '../accounts/policy';
import { ReadMemo } from '../serialize/read-memo';
import { EVENT_TYPE, eventJoins, events, eventWaitlist } from '../../db/schema';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../tests/db';
import { sessionTokenFor } from '../../tests/auth';
import * as f from '../../tests/factories';
import { getHomepage, type Homepage } from './get-homepage';

/**
 * Decision 174: the home page's data is built once per visibility class (decision 173) and kept
 * until the next write. Every reader, asked in an order that puts each class with more rights
 * before those with fewer, gets from the memo exactly what is built for them alone without it;
 * a viewer signed up beyond their class gets their own; one class shares one answer, never
 * another class.
 */
const secret = 'home-class-test-secret';
let database: Database;
let memo: ReadMemo;
let readers: Record<string, ViewerWithRights | null>;
let ev: Record<'pub' | 'users' | 'ticket' | 'priv' | 'draft' | 'noSignup', number>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  memo = new ReadMemo();
  const users = {
    admin: await f.createAdmin(db),
    orgX1a: await f.createOrganizer(db),
    orgX1b: await f.createOrganizer(db),
    orgX2: await f.createOrganizer(db),
    orgNone: await f.createOrganizer(db),
    holderA: await f.createUser(db, { hasTicket: true }),
    holderB: await f.createUser(db, { hasTicket: true }),
    signedBeyond: await f.createUser(db),
    queuedBeyond: await f.createUser(db),
    confirmed: await f.createUser(db, { roleId: ROLE.confirmed }),
    memberA: await f.createUser(db),
    memberB: await f.createUser(db),
    memberC: await f.createUser(db),
    memberD: await f.createUser(db),
  };
  const X1 = await f.createExhibitor(db, { editors: [users.orgX1a.id, users.orgX1b.id, users.memberA.id] });
  const X2 = await f.createExhibitor(db, { editors: [users.orgX2.id] });
  let day = 10;
  const make = (name: string, values: Parameters<typeof f.createEvent>[1]) => {
    // Each panel on its own day, so the main day and the panels show which ones a reader sees.
    const start = new Date(`2021-10-${day++}T08:00:00Z`);
    return f
      .createEvent(db, { name, eventtypeId: EVENT_TYPE.conference, start, end: new Date(start.getTime() + 3_600_000), ...values })
      .then((e) => e.id);
  };
  ev = {
    priv: await make('priv', { exhibitorId: X1.id, access_control: 'private' }),
    ticket: await make('ticket', { exhibitorId: X2.id, access_control: 'only_registred_users', users: [users.signedBeyond.id] }),
    users: await make('users', { exhibitorId: X2.id, access_control: 'only_users', users: [users.memberB.id] }),
    pub: await make('pub', { exhibitorId: X1.id, users: [users.memberA.id, users.holderA.id] }),
    draft: await make('draft', { exhibitorId: X1.id, published_at: null, users: [users.holderB.id] }),
    noSignup: await make('noSignup', { exhibitorId: X2.id, access_control: 'only_unregitered' }),
  };
  await f.createEvent(db, { name: 'seminar', eventtypeId: EVENT_TYPE.seminar, access_control: 'only_users' });
  await db.insert(eventWaitlist).values({ eventId: ev.priv, userId: users.queuedBeyond.id });
  // The viewer the app gets from a session cookie, rights and ticket included.
  const viewer = async (user: { id: number; tokenVersion: number }) =>
    (await getSessionUser(db, { token: sessionTokenFor(user, { sessionSecret: secret }), secret }))!;
  // More rights first: a class's answer kept before a class with fewer rights asks would show there.
  readers = {};
  for (const [name, user] of Object.entries(users)) readers[name] = await viewer(user);
  readers.guest = null;
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const plain = (viewer: ViewerWithRights | null) => getHomepage(database.db, { viewer });
const kept = (viewer: ViewerWithRights | null) => getHomepage(database.db, { viewer, memo });
const panels = (home: Homepage) => home.panels.map((p) => p.name);

async function expectOwnHomepages() {
  for (const [name, viewer] of Object.entries(readers)) {
    const expected = await plain(viewer);
    for (const round of [1, 2]) expect(await kept(viewer), `${name} (${round})`).toEqual(expected);
  }
}

describe('the home page shared by a visibility class', () => {
  test('every reader gets exactly their own home page, and what each class sees differs as its rights do', async () => {
    await expectOwnHomepages();
    expect(panels(await kept(readers.guest!))).toEqual(['pub', 'noSignup']);
    expect(panels(await kept(readers.memberC!))).toEqual(['users', 'pub', 'noSignup']);
    expect(panels(await kept(readers.holderA!))).toEqual(['ticket', 'users', 'pub', 'noSignup']);
    expect((await kept(readers.memberC!)).counts.seminars).toBe(1);
    expect((await kept(readers.guest!)).counts.seminars).toBe(0);
    // Signed up (or queued) beyond their class: their own home page, which their class never gets.
    expect(panels(await kept(readers.signedBeyond!))).toEqual(['ticket', 'users', 'pub', 'noSignup']);
    expect(panels(await kept(readers.queuedBeyond!))).toEqual(['priv', 'users', 'pub', 'noSignup']);
    expect((await kept(readers.queuedBeyond!)).dates.mainDay).toEqual(new Date('2021-10-10T08:00:00Z'));
    // Organizers see what the exhibitors they edit have, whatever its audience; memberA is listed
    // as X1's editor but is no Organizer.
    expect(panels(await kept(readers.orgX1a!))).toContain('priv');
    expect(panels(await kept(readers.orgX2!))).not.toContain('priv');
    expect(panels(await kept(readers.memberA!))).toEqual(['users', 'pub', 'noSignup']);
    expect(panels(await kept(readers.admin!))).toEqual(['priv', 'ticket', 'users', 'pub', 'noSignup']);
  });

  test('one class shares one home page (a write the memo is not told of shows to none of it), another class does not get it', async () => {
    memo.clear();
    const memberC = await kept(readers.memberC!);
    expect(panels(memberC)).toContain('users');
    await database.db.update(events).set({ access_control: 'private' }).where(eq(events.id, ev.users));
    try {
      expect(await kept(readers.memberD!)).toBe(memberC);
      // memberB is signed up for it, so no longer fits their class: their own, still with it.
      expect(panels(await kept(readers.memberB!))).toContain('users');
      // Another class (a confirmed member) has not asked since the last write: its own, made now.
      const confirmed = await kept(readers.confirmed!);
      expect(panels(confirmed)).not.toContain('users');
      expect(confirmed).toEqual(await plain(readers.confirmed!));
    } finally {
      await database.db.update(events).set({ access_control: 'only_users' }).where(eq(events.id, ev.users));
      memo.clear();
    }
  });

  test('after writes (a new sign-up beyond the class, a changed audience) every home page still agrees', async () => {
    await database.db.insert(eventJoins).values({ eventId: ev.ticket, userId: readers.memberB!.id });
    await database.db.update(events).set({ access_control: 'only_users' }).where(eq(events.id, ev.noSignup));
    // A write through the app empties the memo (decision 046).
    memo.clear();
    expect(panels(await kept(readers.memberB!))).toEqual(['ticket', 'users', 'pub', 'noSignup']);
    expect(panels(await kept(readers.guest!))).toEqual(['pub']);
    await expectOwnHomepages();
  });

  test('a memo that cannot trust it hears of every write is bypassed', async () => {
    const down = new ReadMemo({ active: () => false });
    const home = await getHomepage(database.db, { viewer: readers.memberC!, memo: down });
    expect(home).toEqual(await plain(readers.memberC!));
    expect(down.size).toBe(0);
  });
});
