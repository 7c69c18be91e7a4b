/**
 * The personal calendar feed and the shared list (decision 038), through the pages' own loaders:
 * the feed holds the starred events and the joined seminars as the programme shows them now
 * (a late hall shifted), parsed back with ical.js; the secret is checked; a revoked or replaced
 * token answers 404; the shared copy shows the first name at most and only public events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../db/client';
import { EVENT_TYPE, eventWaitlist, halls, userStars } from '../db/schema';
import { renewProgrammeLink } from '../core/stars/renew-programme-link';
import { revokeProgrammeLink } from '../core/stars/revoke-programme-link';
import type { Config } from './config';
import { createDeps } from './deps';
import { createTestDatabase } from '../tests/db';
import { createEvent, createHall, createUser } from '../tests/factories';
import { appContext } from '../app/context';
import { loader as feedLoader } from '../app/routes/site/my-programme-feed';
import { loader as sharedLoader } from '../app/routes/site/shared-programme';
import { loader as myProgrammeLoader } from '../app/routes/site/my-programme';
import { sessionTokenFor } from '../tests/auth';

const TZ = 'Europe/Prague';
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: 'https://innoweek.test',
  timezone: TZ,
  storage: { kind: 'local' },
} as Config;
const at = (time: string) => new Date(`2021-10-12T${time}:00+02:00`);

let database: Database;
let owner: { id: number; email: string };
let starred: { id: number };
let joined: { id: number };
let lateStarred: { id: number };
let hidden: { id: number };
let unrelated: { id: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  owner = await createUser(db, { firstName: 'Jana', lastName: 'Tajná', email: 'jana.tajna@example.test', hasTicket: true });
  const late = await createHall(db);
  starred = await createEvent(db, { name: 'Hvězdná akce', start: at('09:00'), end: at('10:00') });
  lateStarred = await createEvent(db, {
    name: 'Pozdní seminář',
    eventtypeId: EVENT_TYPE.seminar,
    hallId: late.id,
    start: at('11:00'),
    end: at('12:00'),
  });
  joined = await createEvent(db, {
    name: 'Přihlášený seminář',
    eventtypeId: EVENT_TYPE.seminar,
    start: at('13:00'),
    end: at('14:00'),
    users: [owner.id],
  });
  hidden = await createEvent(db, {
    name: 'Jen pro účastníky',
    access_control: 'only_registred_users',
    start: at('15:00'),
    end: at('16:00'),
  });
  unrelated = await createEvent(db, { name: 'Cizí akce' });
  await db.insert(userStars).values([starred, lateStarred, hidden].map((e) => ({ userId: owner.id, eventId: e.id })));
  // The hall runs 15 minutes late since 10:30 that day.
  await db
    .update(halls)
    .set({ delayMinutes: 15, delaySetAt: at('10:30') })
    .where(eq(halls.id, late.id));
});
afterAll(() => database.close());

function args(path: string, params: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  return { request: new Request(`http://localhost${path}`), context, params } as never;
}

async function feed(token: string, locale: 'cs' | 'en' = 'cs') {
  const base = locale === 'cs' ? '/muj-program/kalendar' : '/en/my-programme/calendar';
  return (await feedLoader(args(`${base}/${token}.ics`, { file: `${token}.ics` }))) as Response;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('the personal calendar feed', () => {
  it('lists the starred events the owner may see and the joined seminars, with a late hall shifted', async () => {
    const token = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'feed' });
    const res = await feed(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/calendar/);
    // Personal: no cache keeps it (the guest cache skips private answers).
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { calendar, events } = parse(await res.text());
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(TZ);
    const byUid = (id: number) => events.find((e) => e.uid === `event-${id}@innoweek.test`);
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Hvězdná akce',
      'Jen pro účastníky',
      'Pozdní seminář',
      'Přihlášený seminář',
    ]);
    expect(byUid(unrelated.id)).toBeUndefined();
    expect(byUid(starred.id)!.startDate.toString()).toBe('2021-10-12T09:00:00');
    expect(byUid(starred.id)!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(TZ);
    expect(byUid(starred.id)!.startDate.toJSDate()).toEqual(at('09:00'));
    expect(byUid(lateStarred.id)!.startDate.toJSDate()).toEqual(at('11:15'));
    expect(byUid(lateStarred.id)!.description).toContain('15 min');
    expect(byUid(joined.id)).toBeDefined();
  });

  it('follows the programme: an event unstarred or taken back to a draft is gone at the next request', async () => {
    const token = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'feed' });
    const extra = await createEvent(database.db, { name: 'Na chvíli' });
    await database.db.insert(userStars).values({ userId: owner.id, eventId: extra.id });
    expect(await (await feed(token, 'en')).text()).toContain('Na chvíli');
    await database.db.delete(userStars).where(eq(userStars.eventId, extra.id));
    expect(await (await feed(token, 'en')).text()).not.toContain('Na chvíli');
  });

  it('answers 404 to an unknown token, a replaced one and a revoked one', async () => {
    const first = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'feed' });
    const second = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'feed' });
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
    expect((await feed('A'.repeat(43))).status).toBe(404);
    expect((await feed('short')).status).toBe(404);
    // The share token does not open the feed.
    const share = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'share' });
    expect((await feed(share)).status).toBe(404);
    await revokeProgrammeLink(database.db, { userId: owner.id, kind: 'feed' });
    expect((await feed(second)).status).toBe(404);
  });
});

describe('My programme of a signed-in user (review finding 4)', () => {
  it('lists the starred events and the seminars with a seat or a queue place, each seminar with its state', async () => {
    const db = database.db;
    const ahead = await createUser(db);
    const queued = await createEvent(db, {
      name: 'Plný seminář',
      eventtypeId: EVENT_TYPE.seminar,
      max_users: 0,
      start: at('16:00'),
      end: at('17:00'),
    });
    await db.insert(eventWaitlist).values([
      { eventId: queued.id, userId: ahead.id },
      { eventId: queued.id, userId: owner.id },
    ]);
    const request = new Request('http://localhost/muj-program', {
      headers: { Cookie: `jwt_amphi=${sessionTokenFor({ id: owner.id, tokenVersion: 0 }, config)}` },
    });
    const context = new RouterContextProvider();
    context.set(appContext, createDeps({ db, config }));
    const answer = await myProgrammeLoader({ request, context, params: {} } as never);
    const byId = new Map(answer.items.map((i) => [i.id, i]));
    // The joined seminar and the queue place are listed though neither is starred.
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
      [starred.id, lateStarred.id, hidden.id, joined.id, queued.id].sort((a, b) => a - b),
    );
    expect(byId.get(joined.id)!.seat).toMatchObject({ state: 'joined' });
    expect(byId.get(queued.id)!.seat).toMatchObject({ state: 'waiting', position: 2, seatsLeft: 0 });
    expect(byId.get(lateStarred.id)!.seat).toMatchObject({ state: 'none' });
    expect(byId.get(starred.id)!.seat).toBeNull();
    await db.delete(eventWaitlist).where(eq(eventWaitlist.eventId, queued.id));
  });
});

describe('the shared list', () => {
  const shared = async (token: string) => {
    try {
      return await sharedLoader(args(`/muj-program/sdileny/${token}`, { token }));
    } catch (thrown) {
      return thrown as Response;
    }
  };

  it("shows the owner's first name and their public starred events, never the e-mail or what guests may not see", async () => {
    const token = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'share' });
    const answer = (await shared(token)) as Awaited<ReturnType<typeof sharedLoader>>;
    expect(answer.firstName).toBe('Jana');
    expect(answer.items.map((i) => i.id)).toEqual([starred.id, lateStarred.id]);
    const text = JSON.stringify(answer);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('Tajná');
    expect(answer.items.every((i) => i.seat === null)).toBe(true);
  });

  it('answers 404 once revoked or replaced', async () => {
    const first = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'share' });
    const second = await renewProgrammeLink(database.db, { userId: owner.id, kind: 'share' });
    expect(((await shared(first)) as Response).status).toBe(404);
    await revokeProgrammeLink(database.db, { userId: owner.id, kind: 'share' });
    expect(((await shared(second)) as Response).status).toBe(404);
  });
});
