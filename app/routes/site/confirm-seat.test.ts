import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { EVENT_TYPE, eventJoins, events, eventWaitlist, users } from '../../../db/schema';
import { signSeatToken } from '../../../core/reconfirm/seat-token';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { BEFORE_EVENTS, createEvent, createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { action as confirmAction, loader as confirmLoader } from './confirm-seat';
import { action as eventAction } from './event-detail';
import { action as meAction } from '../user/me';
import { action as programmeAction } from './my-programme';

// The seat confirmation's three doors (decision 134): the mailed link's page, the seminar's box
// and the Me page; and My programme's opt-in to change notices of starred sessions (decision 135).
let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: 'https://innoweek.test',
  mailBaseUrl: 'https://innoweek.test',
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
  now: () => new Date(BEFORE_EVENTS),
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Signed = { id: number; tokenVersion: number };
type Args = { request: Request; context: RouterContextProvider; params: Record<string, string> };

function args(path: string, params: Record<string, string>, form?: Record<string, string>, user?: Signed): Args {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers: Record<string, string> = form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {};
  if (user) headers.Cookie = `jwt_amphi=${sessionTokenFor(user, config)}`;
  const init = form ? { method: 'POST', headers, body: new URLSearchParams(form) } : { headers };
  return { request: new Request(`http://localhost${path}`, init), context, params };
}
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => value as unknown,
    (thrown: unknown) => thrown,
  );

/** A full seminar whose holder `user` was asked on 10 October to confirm by the 11th at 7:00. */
async function askedSeat() {
  const { db } = database;
  const [holder, waiting] = [await createUser(db), await createUser(db)];
  const askedAt = new Date('2021-10-04T06:00:00Z');
  const event = await createEvent(db, {
    eventtypeId: EVENT_TYPE.seminar,
    slug: 's',
    max_users: 1,
    reconfirm_hours: 48,
    users: [holder.id],
  });
  await db.update(events).set({ reconfirm_asked_at: askedAt }).where(eq(events.id, event.id));
  await db
    .update(eventJoins)
    .set({ reconfirm_by: new Date('2021-10-10T07:00:00Z') })
    .where(eq(eventJoins.eventId, event.id));
  await db.insert(eventWaitlist).values({ eventId: event.id, userId: waiting.id });
  const token = signSeatToken({ eventId: event.id, userId: holder.id, askedAt }, config.sessionSecret);
  return { event, holder, token };
}
const confirmedAt = async (eventId: number, userId: number) =>
  (
    await database.db
      .select({ at: eventJoins.reconfirmed_at })
      .from(eventJoins)
      .where(and(eq(eventJoins.eventId, eventId), eq(eventJoins.userId, userId)))
  )[0]?.at ?? null;

describe('the mailed confirmation link', () => {
  it('shows the request without changing anything, and confirms on the button, signed in or not', async () => {
    const { event, holder, token } = await askedSeat();
    const path = `/potvrzeni-mista/${token}`;
    const page = await confirmLoader(args(path, { token }) as unknown as Parameters<typeof confirmLoader>[0]);
    expect(page).toMatchObject({ state: 'pending', deadline: new Date('2021-10-10T07:00:00Z'), event: { id: event.id } });
    expect(await confirmedAt(event.id, holder.id)).toBeNull();

    const answer = (await settle(
      confirmAction(args(path, { token }, { intent: 'confirm' }) as unknown as Parameters<typeof confirmAction>[0]),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(path);
    expect(answer.headers.get('Set-Cookie')).toContain('iw_toast=seatConfirmed');
    expect(await confirmedAt(event.id, holder.id)).toEqual(new Date(BEFORE_EVENTS));
  });

  it('is a 404 when forged, for another seat, or not a token', async () => {
    const { event, token } = await askedSeat();
    const other = await createUser(database.db);
    const sig = token.split('.')[2]!;
    for (const bad of [`${event.id}.${other.id}.${sig}`, 'nonsense', `${event.id}.1.${'A'.repeat(22)}`]) {
      const thrown = (await settle(
        confirmLoader(args(`/potvrzeni-mista/${bad}`, { token: bad }) as unknown as Parameters<typeof confirmLoader>[0]),
      )) as Response;
      expect(thrown.status).toBe(404);
      const posted = (await settle(
        confirmAction(
          args(`/potvrzeni-mista/${bad}`, { token: bad }, { intent: 'confirm' }) as unknown as Parameters<
            typeof confirmAction
          >[0],
        ),
      )) as Response;
      expect(posted.status).toBe(404);
    }
  });
});

describe('confirming as the signed-in holder', () => {
  it('from the seminar box', async () => {
    const { event, holder } = await askedSeat();
    const answer = await eventAction(
      args(
        `/odborne-seminare/${event.id}/s`,
        { id: String(event.id) },
        { intent: 'confirmSeat' },
        holder,
      ) as unknown as Parameters<typeof eventAction>[0],
    );
    expect(answer).toMatchObject({ data: { signup: { done: 'confirmed' } } });
    expect(await confirmedAt(event.id, holder.id)).not.toBeNull();
  });

  it('from the Me page, and someone without the seat is told so', async () => {
    const { event, holder } = await askedSeat();
    const stranger = await createUser(database.db);
    const post = (user: Signed) =>
      settle(
        meAction(
          args('/user/me', {}, { intent: 'confirmSeat', event: String(event.id) }, user) as unknown as Parameters<
            typeof meAction
          >[0],
        ),
      ) as Promise<Response>;
    const done = await post(holder);
    expect(done.status).toBe(302);
    expect(done.headers.get('Set-Cookie')).toContain('iw_toast=seatConfirmed');
    expect(await confirmedAt(event.id, holder.id)).not.toBeNull();
    const refused = await post(stranger);
    expect(refused.headers.get('Set-Cookie')).toContain('iw_toast=SeatConfirm.noSeat');
  });
});

describe("My programme's change notices of starred sessions", () => {
  it('are off until turned on, and turn off again, without JavaScript', async () => {
    const user = await createUser(database.db);
    const on = async () => (await database.db.select({ on: users.starNotices }).from(users).where(eq(users.id, user.id)))[0]!.on;
    const post = (form: Record<string, string>) =>
      programmeAction(args('/muj-program', {}, form, user) as unknown as Parameters<typeof programmeAction>[0]);
    expect(await on()).toBe(false);
    expect(await post({ intent: 'star-notices', starNotices: 'on' })).toMatchObject({
      data: { toast: { message: 'myProgramme.noticesOn' } },
    });
    expect(await on()).toBe(true);
    // An unticked box sends no field at all.
    await post({ intent: 'star-notices' });
    expect(await on()).toBe(false);
  });
});
