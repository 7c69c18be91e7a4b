import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { EVENT_TYPE, eventJoins, userStars } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { BEFORE_EVENTS, createEvent, createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { action as signupAction } from './event-detail';
import { action as starAction } from './star-event';

// The plain form posts of the seminar page's sign-up box and of a star (decision 126).
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

function post(path: string, form: Record<string, string>, user?: Signed) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (user) headers.Cookie = `jwt_amphi=${sessionTokenFor(user, config)}`;
  const request = new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(form) });
  return { request, context };
}

async function postSignup(eventId: number, intent: string, user?: Signed) {
  const args = { ...post(`/odborne-seminare/${eventId}/s`, { intent }, user), params: { id: String(eventId) } };
  return signupAction(args as unknown as Parameters<typeof signupAction>[0]).catch((thrown: unknown) => thrown);
}

const ready = { firstName: 'Eva', lastName: 'Nová', phone: '+420 602 111 222', hasTicket: true };

describe('the sign-up box posted without JavaScript', () => {
  it('sends a guest to sign in and back to the seminar', async () => {
    const event = await createEvent(database.db, { eventtypeId: EVENT_TYPE.seminar, slug: 's' });
    const answer = (await postSignup(event.id, 'join')) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`/user/login?redirectTo=%2Fodborne-seminare%2F${event.id}%2Fs`);
  });

  it('joins and leaves by the same use cases as the API', async () => {
    const { db } = database;
    const user = await createUser(db, ready);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 's', max_users: 5 });
    expect(await postSignup(event.id, 'join', user)).toMatchObject({ data: { signup: { done: 'joined' } } });
    const seat = and(eq(eventJoins.eventId, event.id), eq(eventJoins.userId, user.id));
    expect(await db.select().from(eventJoins).where(seat)).toHaveLength(1);
    expect(await postSignup(event.id, 'leave', user)).toMatchObject({ data: { signup: { done: 'left' } } });
    expect(await db.select().from(eventJoins).where(seat)).toHaveLength(0);
  });

  it('queues on a full seminar when asked to', async () => {
    const { db } = database;
    const [taken, user] = [await createUser(db), await createUser(db, ready)];
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 's', max_users: 1, users: [taken.id] });
    expect(await postSignup(event.id, 'join', user)).toMatchObject({
      data: { signup: { code: 'Signup.full', fix: null } },
      init: { status: 409 },
    });
    expect(await postSignup(event.id, 'joinWaiting', user)).toMatchObject({ data: { signup: { done: 'waiting' } } });
  });

  it('answers a refusal with its code and the way on', async () => {
    const { db } = database;
    const [bare, noTicket] = [await createUser(db), await createUser(db, { ...ready, hasTicket: false })];
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, slug: 's' });
    expect(await postSignup(event.id, 'join', bare)).toMatchObject({
      data: { signup: { code: 'Signup.fillOut', fix: 'profile' } },
    });
    expect(await postSignup(event.id, 'join', noTicket)).toMatchObject({
      data: { signup: { code: 'Signup.noTicket', fix: 'ticket' } },
    });
    expect(await postSignup(event.id, 'dance', noTicket)).toMatchObject({ init: { status: 400 } });
  });
});

describe('the quick sign-up posted without JavaScript (decision 128)', () => {
  async function postQuick(eventId: number, form: Record<string, string>) {
    const args = {
      ...post(`/en/professional-seminars/${eventId}/s?quick=1`, { intent: 'quick', ...form }),
      params: { id: String(eventId) },
    };
    return signupAction(args as unknown as Parameters<typeof signupAction>[0]).catch((thrown: unknown) => thrown);
  }
  const guest = { firstName: 'Eva', lastName: 'Dvořáková', phone: '+420 602 111 222', company: '' };

  it('gives the typed values back with the codes next to the fields', async () => {
    const event = await createEvent(database.db, { eventtypeId: EVENT_TYPE.seminar, slug: 's' });
    expect(await postQuick(event.id, { ...guest, email: '' })).toMatchObject({
      data: { quick: { errors: { email: 'Form.error.required' }, values: { firstName: 'Eva' } } },
      init: { status: 400 },
    });
    const taken = await createUser(database.db);
    expect(await postQuick(event.id, { ...guest, email: taken.email })).toMatchObject({
      data: { quick: { errors: { email: 'Signup.quick.emailTaken' } } },
    });
  });

  it('makes the account, signs it in and goes back to the seminar', async () => {
    const event = await createEvent(database.db, { eventtypeId: EVENT_TYPE.seminar, slug: 's' });
    const answer = (await postQuick(event.id, { ...guest, email: `eva.${Date.now()}@example.test` })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`/en/professional-seminars/${event.id}/s`);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.some((c) => /^(__Host-)?jwt_amphi=/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('iw_toast=quickSignedUp.'))).toBe(true);
  });
});

describe('a star posted without JavaScript', () => {
  async function postStar(form: Record<string, string>, user?: Signed) {
    const args = { ...post('/en/my-programme/star', form, user), params: {} };
    return (await starAction(args as unknown as Parameters<typeof starAction>[0])) as Response;
  }

  it('sends a guest to sign in and back to the page', async () => {
    const answer = await postStar({ event: '1', intent: 'star', back: '/en/professional-seminars' });
    expect(answer.headers.get('Location')).toBe('/en/user/login?redirectTo=%2Fen%2Fprofessional-seminars');
  });

  it('stars and unstars, then goes back to the page; never to another site', async () => {
    const { db } = database;
    const user = await createUser(db);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar });
    const mine = and(eq(userStars.userId, user.id), eq(userStars.eventId, event.id));
    const starred = await postStar({ event: String(event.id), intent: 'star', back: '/en/accompanying-events?day=2' }, user);
    expect(starred.headers.get('Location')).toBe('/en/accompanying-events?day=2');
    expect(await db.select().from(userStars).where(mine)).toHaveLength(1);
    const unstarred = await postStar({ event: String(event.id), intent: 'unstar', back: '//evil.example' }, user);
    expect(unstarred.headers.get('Location')).toBe('/en/my-programme');
    expect(await db.select().from(userStars).where(mine)).toHaveLength(0);
  });

  it('tells a refusal as a toast on the page', async () => {
    const user = await createUser(database.db);
    const answer = await postStar({ event: '999999', intent: 'star', back: '/en/' }, user);
    expect(answer.headers.get('Location')).toBe('/en/');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^iw_toast=Entry\.notFound\./);
  });
});
