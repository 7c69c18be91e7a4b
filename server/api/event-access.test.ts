/**
 * Access control of events through the API (decision 027), per role: guest, newbie (Registred,
 * no ticket), member (Confirmed member with a ticket), the Organizer who edits the event, and an
 * Admin. For each access level: the list and its count, the detail (a hidden event is 404, as a
 * missing one, never 403), the search, a relation filter, and joining. The guest read cache
 * never hands one person's answer to another.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCESS_CONTROL, type AccessControl } from '../../core/events/access-control';
import { EVENT_TYPE } from '../../core/events/event-types';
import { ROLE, type users } from '../../db/schema';
import { BEFORE_EVENTS, createEvent, createExhibitor, createHall, createSpeaker, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { sessionTokenFor } from '../../tests/auth';
import { refusalOf } from '../../tests/refusal';
import { createApp } from '../app';
import { setHasTicket } from '../../core/editions/current-edition';

type User = typeof users.$inferSelect;
type Role = 'guest' | 'newbie' | 'member' | 'editor' | 'admin';
const ROLES: Role[] = ['guest', 'newbie', 'member', 'editor', 'admin'];

let t: WriteTestContext;
let people: Record<Role, User | null>;
let exhibitorId: number;
let hallId: number;
let speakerId: number;
/** One published seminar per access level, named after it, all in one hall, with one speaker. */
let seminars: Record<AccessControl, number>;
const MARK = 'Kvantová';

const profile = { firstName: 'Jana', lastName: 'Nováková', phone: '+420 601 234 567' };

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  const db = t.database.db;
  const editor = await createUser(db, { roleId: ROLE.organizer, ...profile, hasTicket: true });
  people = {
    guest: null,
    newbie: await createUser(db, { roleId: ROLE.registred, ...profile }),
    member: await createUser(db, { roleId: ROLE.confirmed, ...profile, hasTicket: true }),
    editor,
    admin: await createUser(db, { roleId: ROLE.admin, ...profile, hasTicket: true }),
  };
  exhibitorId = (await createExhibitor(db, { editors: [editor.id] })).id;
  hallId = (await createHall(db)).id;
  speakerId = (await createSpeaker(db)).id;
  const entries = await Promise.all(
    ACCESS_CONTROL.map(async (access_control) => {
      const e = await createEvent(db, {
        name: `${MARK} ${access_control}`,
        eventtypeId: EVENT_TYPE.seminar,
        exhibitorId,
        hallId,
        max_users: 30,
        access_control,
        speakers: [speakerId],
      });
      return [access_control, e.id] as const;
    }),
  );
  seminars = Object.fromEntries(entries) as Record<AccessControl, number>;
});
afterAll(() => t.database.close());

const get = (path: string, who: Role) => t.send('GET', path, { bearer: people[who] });
const listed = async (path: string, who: Role) =>
  ((await (await get(path, who)).json()) as { name: string }[]).map((e) => e.name.replace(`${MARK} `, '')).sort();

/** What each role sees (decision 027): the audience, plus editors; nobody here is signed up yet. */
const SEEN: Record<Role, AccessControl[]> = {
  guest: ['only_unregitered', 'public'],
  newbie: ['only_unregitered', 'only_users', 'public'],
  member: ['only_registred_users', 'only_unregitered', 'only_users', 'public'],
  editor: ['only_registred_users', 'only_unregitered', 'only_users', 'private', 'public'],
  admin: ['only_registred_users', 'only_unregitered', 'only_users', 'private', 'public'],
};

describe('who sees which event', () => {
  test.each(ROLES)('%s: the list and its count', async (who) => {
    expect(await listed(`/api/events?hall.id=${hallId}`, who)).toEqual(SEEN[who]);
    expect(await (await get(`/api/events/count?hall.id=${hallId}`, who)).json()).toBe(SEEN[who].length);
    // Asking for an access level by filter never widens it.
    expect(await listed(`/api/events?hall.id=${hallId}&access_control=private`, who)).toEqual(
      SEEN[who].includes('private') ? ['private'] : [],
    );
  });

  test.each(ROLES)('%s: the detail is 200 or a 404 that says "not found", never 403', async (who) => {
    for (const access of ACCESS_CONTROL) {
      const res = await get(`/api/events/${seminars[access]}`, who);
      if (SEEN[who].includes(access)) {
        expect(res.status, access).toBe(200);
      } else {
        expect(res.status, access).toBe(404);
        expect((await refusalOf(res)).code).toBe('Entry.notFound');
      }
    }
    // A hidden event answers exactly like one that does not exist.
    const missing = await get('/api/events/2000000000', who);
    expect(missing.status).toBe(404);
  });

  test.each(ROLES)('%s: the search finds only what the list shows', async (who) => {
    const hits = (await (await get(`/api/search/${encodeURIComponent(MARK)}`, who)).json()) as { name: string }[];
    expect(hits.map((h) => h.name.replace(`${MARK} `, '')).sort()).toEqual(SEEN[who]);
  });

  test('a relation filter does not tell which speakers speak at a hidden event', async () => {
    const speakersAt = async (access: AccessControl, who: Role) =>
      ((await (await get(`/api/speakers?events.id=${seminars[access]}`, who)).json()) as { id: number }[]).map((s) => s.id);
    expect(await speakersAt('private', 'guest')).toEqual([]);
    expect(await speakersAt('private', 'member')).toEqual([]);
    expect(await speakersAt('private', 'editor')).toEqual([speakerId]);
    expect(await speakersAt('only_users', 'guest')).toEqual([]);
    expect(await speakersAt('only_users', 'newbie')).toEqual([speakerId]);
  });
});

describe('who may join', () => {
  /** The answer to joining oneself, as status and code ('joined' for a seat). */
  async function joinAs(who: Role, access: AccessControl): Promise<string> {
    const event = await createEvent(t.database.db, {
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId,
      max_users: 30,
      access_control: access,
    });
    const user = people[who];
    const res = await t.send('POST', '/api/event-join', { bearer: user, body: { event: event.id, user: user?.id ?? 1 } });
    if (res.status === 200) return ((await res.json()) as { state: string }).state;
    return `${res.status} ${(await refusalOf(res)).code}`;
  }

  test.each([
    [
      'guest',
      [
        '401 Signup.notSignedIn',
        '401 Signup.notSignedIn',
        '401 Signup.notSignedIn',
        '401 Signup.notSignedIn',
        '401 Signup.notSignedIn',
      ],
    ],
    // A newbie has no ticket: refused where the event is shown, 404 where it is not.
    [
      'newbie',
      ['400 Signup.noTicket', '400 Signup.noTicket', '404 Entry.notFound', '400 Signup.noRegistration', '404 Entry.notFound'],
    ],
    ['member', ['joined', 'joined', 'joined', '400 Signup.noRegistration', '404 Entry.notFound']],
    ['editor', ['joined', 'joined', 'joined', '400 Signup.noRegistration', 'joined']],
    ['admin', ['joined', 'joined', 'joined', '400 Signup.noRegistration', 'joined']],
  ] as const)('%s joining public, only_users, only_registred_users, only_unregitered, private', async (who, expected) => {
    const answers = [];
    for (const access of ACCESS_CONTROL) answers.push(await joinAs(who, access));
    expect(answers).toEqual(expected);
  });

  test('the waiting list of a walk-in event is refused the same way', async () => {
    const event = await createEvent(t.database.db, {
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId,
      max_users: 0,
      access_control: 'only_unregitered',
    });
    const res = await t.send('POST', '/api/event-join', {
      bearer: people.member,
      body: { event: event.id, user: people.member!.id, waitingList: true },
    });
    expect(res.status).toBe(400);
    expect(await refusalOf(res)).toMatchObject({ code: 'Signup.noRegistration', field: 'event' });
  });

  test('an Admin signs someone up for a private event, who then sees it until they leave', async () => {
    const newbie = await createUser(t.database.db, { roleId: ROLE.registred, ...profile, hasTicket: true });
    const event = await createEvent(t.database.db, {
      name: 'Soukromý workshop',
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId,
      max_users: 30,
      access_control: 'private',
    });
    const detail = () => t.send('GET', `/api/events/${event.id}`, { bearer: newbie });
    expect((await detail()).status).toBe(404);
    // Nor can they sign themselves up: the event is not there for them.
    const self = await t.send('POST', '/api/event-join', { bearer: newbie, body: { event: event.id, user: newbie.id } });
    expect(self.status).toBe(404);

    // Its Organizer may not: the seat would hand them the person's contact (decision 055).
    const byEditor = await t.send('POST', '/api/event-join', {
      bearer: people.editor,
      body: { event: event.id, user: newbie.id },
    });
    expect(byEditor.status).toBe(403);
    expect((await detail()).status).toBe(404);
    const invited = await t.send('POST', '/api/event-join', {
      bearer: people.admin,
      body: { event: event.id, user: newbie.id },
    });
    expect(invited.status).toBe(200);
    expect((await detail()).status).toBe(200);
    const names = (await (await t.send('GET', `/api/events?id=${event.id}`, { bearer: newbie })).json()) as { name: string }[];
    expect(names.map((e) => e.name)).toEqual(['Soukromý workshop']);

    const left = await t.send('POST', '/api/event-leave', { bearer: newbie, body: { event: event.id, user: newbie.id } });
    expect(((await left.json()) as { state: string }).state).toBe('none');
    expect((await detail()).status).toBe(404);
  });

  test('a place on the waiting list also keeps the event in sight', async () => {
    const waiting = await createUser(t.database.db, { roleId: ROLE.confirmed, ...profile, hasTicket: true });
    const event = await createEvent(t.database.db, {
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId,
      max_users: 0,
      access_control: 'only_registred_users',
    });
    const queued = await t.send('POST', '/api/event-join', {
      bearer: waiting,
      body: { event: event.id, user: waiting.id, waitingList: true },
    });
    expect(((await queued.json()) as { state: string }).state).toBe('waiting');
    // The ticket is taken away later: the queue place still shows the event.
    await setHasTicket(t.database.db, waiting.id, false);
    expect((await t.send('GET', `/api/events/${event.id}`, { bearer: waiting })).status).toBe(200);
  });
});

describe('the guest read cache (decision 005)', () => {
  test('never serves a signed-in answer to a guest, nor a guest answer to a signed-in user', async () => {
    const app = createApp({ ...t.deps, guestCache: { ttlMs: 60_000 } });
    const names = async (headers: Record<string, string> = {}) =>
      ((await (await app.request(`/api/events?hall.id=${hallId}`, { headers })).json()) as { name: string }[])
        .map((e) => e.name.replace(`${MARK} `, ''))
        .sort();
    const bearer = (u: User) => ({ Authorization: `Bearer ${sessionTokenFor(u, t.config)}` });
    const cookie = (u: User) => ({ Cookie: `jwt_amphi=${sessionTokenFor(u, t.config)}` });

    expect(await names(bearer(people.editor!))).toEqual(SEEN.editor);
    expect(await names()).toEqual(SEEN.guest);
    expect(await names(cookie(people.member!))).toEqual(SEEN.member);
    expect(await names()).toEqual(SEEN.guest);
    expect(await names(bearer(people.newbie!))).toEqual(SEEN.newbie);
  });
});
