import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { EVENT_TYPE, eventWaitlist } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { BEFORE_EVENTS, createEvent, createUser } from '../../../tests/factories';
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

/** The detail loader's sign-up box data for a seminar `id` with `slug`, as `user` or a guest. */
async function signupOf(path: string, id: number, user?: Signed) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  const request = new Request(`http://localhost${path}`, { headers });
  const answer = await loader({ request, context, params: { id: String(id) } } as unknown as Parameters<typeof loader>[0]);
  return answer.signup;
}

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

  it('shows no box on accompanying events', async () => {
    const { db } = database;
    const acco = await createEvent(db, { slug: 'acco' });
    expect(await signupOf(`/doprovodne-akce/${acco.id}/acco`, acco.id)).toBeNull();
  });
});
