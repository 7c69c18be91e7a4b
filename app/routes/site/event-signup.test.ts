import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { eq } from 'drizzle-orm';
import { EVENT_TYPE, eventWaitlist, halls } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { BEFORE_EVENTS, createAdmin, createEvent, createHall, createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './event-detail';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
  now: () => clock,
} as Config;
/** The programme clock: a week before the factories' events unless a test moves it. */
let clock = new Date(BEFORE_EVENTS);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Signed = { id: number; tokenVersion: number };

/** The detail loader's answer for the event `id` at `path`, as `user` or a guest. */
async function pageOf(path: string, id: number, user?: Signed) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  const request = new Request(`http://localhost${path}`, { headers });
  return loader({ request, context, params: { id: String(id) } } as unknown as Parameters<typeof loader>[0]);
}

/** The detail loader's sign-up box data for a seminar `id` at `path`, as `user` or a guest. */
const signupOf = async (path: string, id: number, user?: Signed) => (await pageOf(path, id, user)).signup;

describe('seminar page sign-up data', () => {
  it('gives guests the seats and signed-in users their place', async () => {
    const { db } = database;
    const [a, b, c, d] = [await createUser(db), await createUser(db), await createUser(db), await createUser(db)];
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 'ai', max_users: 2, users: [a.id, b.id] });
    await db.insert(eventWaitlist).values({ eventId: event.id, userId: c.id });
    const path = `/odborne-seminare/${event.id}/ai`;

    expect(await signupOf(path, event.id)).toEqual({
      state: 'none',
      seatsTaken: 2,
      seatsLeft: 0,
      max: 2,
      user: null,
      walkIn: false,
      phase: 'open',
      may: { join: false, waitlist: true, leave: false, signOffOthers: false },
    });
    expect(await signupOf(path, event.id, a)).toMatchObject({ state: 'joined', seatsTaken: 2, seatsLeft: 0, user: a.id });
    expect(await signupOf(path, event.id, c)).toMatchObject({ state: 'waiting', position: 1, user: c.id });
    expect(await signupOf(path, event.id, d)).toMatchObject({ state: 'none', seatsLeft: 0, user: d.id });
  });

  it('counts the sign-ups of a seminar without a seat limit', async () => {
    const { db } = database;
    const a = await createUser(db);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 'open', max_users: null, users: [a.id] });
    expect(await signupOf(`/odborne-seminare/${event.id}/open`, event.id)).toEqual({
      state: 'none',
      seatsTaken: 1,
      seatsLeft: null,
      max: null,
      user: null,
      walkIn: false,
      phase: 'open',
      may: { join: true, waitlist: false, leave: false, signOffOthers: false },
    });
  });

  it('marks a seminar without registration as walk-in, for guests and members alike', async () => {
    const { db } = database;
    const a = await createUser(db);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 'door', access_control: 'only_unregitered' });
    expect(await signupOf(`/odborne-seminare/${event.id}/door`, event.id)).toMatchObject({ state: 'none', walkIn: true });
    expect(await signupOf(`/odborne-seminare/${event.id}/door`, event.id, a)).toMatchObject({
      state: 'none',
      walkIn: true,
      user: a.id,
    });
  });

  it('tells the phase by the programme clock on the scheduled times (decision 071)', async () => {
    const { db } = database;
    const a = await createUser(db);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 'timed', users: [a.id] });
    const path = `/odborne-seminare/${event.id}/timed`;
    try {
      clock = new Date(event.start.getTime() - 1);
      expect(await signupOf(path, event.id)).toMatchObject({ phase: 'open' });
      clock = event.start;
      expect(await signupOf(path, event.id, a)).toMatchObject({ phase: 'started', state: 'joined' });
      clock = event.end;
      expect(await signupOf(path, event.id)).toMatchObject({ phase: 'ended' });
    } finally {
      clock = new Date(BEFORE_EVENTS);
    }
  });

  it('takes the sign-off button away at the scheduled end while the hall runs late (issue 33)', async () => {
    const { db } = database;
    const [a, boss] = [await createUser(db), await createAdmin(db)];
    const hall = await createHall(db);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 'late', hallId: hall.id, users: [a.id] });
    // 30 minutes late since before the start: the page shows the seminar ending half an hour later.
    await db
      .update(halls)
      .set({ delayMinutes: 30, delaySetAt: new Date(event.start.getTime() - 60_000) })
      .where(eq(halls.id, hall.id));
    const path = `/odborne-seminare/${event.id}/late`;
    try {
      clock = new Date(event.end.getTime() - 1);
      expect(await pageOf(path, event.id, boss)).toMatchObject({ canSignOff: true });
      // After the scheduled end, before the shown one: POST /api/event-leave answers Signup.ended.
      clock = new Date(event.end.getTime() + 10 * 60_000);
      const page = await pageOf(path, event.id, boss);
      expect(new Date(page.event.end).getTime()).toBeGreaterThan(clock.getTime());
      expect(page).toMatchObject({ canSignOff: false, signup: { phase: 'ended' } });
    } finally {
      clock = new Date(BEFORE_EVENTS);
    }
  });

  it('shows no box on accompanying events', async () => {
    const { db } = database;
    const acco = await createEvent(db, { slug: 'acco' });
    expect(await signupOf(`/doprovodne-akce/${acco.id}/acco`, acco.id)).toBeNull();
  });
});
