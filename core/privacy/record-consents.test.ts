/**
 * Consent records (decision 154): registering, a quick sign-up and a ticket order each store the
 * terms and the privacy notice in the versions in force, at the time; the newsletter only when
 * ticked. Through the API, as a program would send them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { ticketOrders, userConsents, users } from '../../db/schema';
import { EVENT_TYPE } from '../events/event-types';
import { BEFORE_EVENTS, createEvent } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { CONSENT_VERSIONS } from './consent-texts';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
});
afterAll(() => t.database.close());

let n = 0;
const address = () => `consent${++n}.${Date.now()}@example.test`;
const consentsOf = async (where: ReturnType<typeof eq>) =>
  (await t.database.db.select().from(userConsents).where(where).orderBy(asc(userConsents.id))).map((c) => ({
    kind: c.kind,
    version: c.version,
    source: c.source,
    recent: Date.now() - c.acceptedAt.getTime() < 60_000,
  }));
const userId = async (email: string) =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  )[0]!.id;
const accepted = (source: string) => [
  { kind: 'terms', version: CONSENT_VERSIONS.terms, source, recent: true },
  { kind: 'privacy', version: CONSENT_VERSIONS.privacy, source, recent: true },
];

describe('consents', () => {
  test('registration: the terms and the privacy notice; the newsletter only when asked for', async () => {
    const plain = address();
    const res = await t.send('POST', '/api/auth/local/register', {
      body: { username: `c${n}x${Date.now()}`, email: plain, password: 'a-good-password-1' },
    });
    expect(res.status).toBe(200);
    expect(await consentsOf(eq(userConsents.userId, await userId(plain)))).toEqual(accepted('register'));

    const subscriber = address();
    const res2 = await t.send('POST', '/api/auth/local/register', {
      body: { username: `c${n}y${Date.now()}`, email: subscriber, password: 'a-good-password-1', newsletter: true },
    });
    expect(res2.status).toBe(200);
    expect(await consentsOf(eq(userConsents.userId, await userId(subscriber)))).toEqual([
      ...accepted('register'),
      { kind: 'newsletter', version: CONSENT_VERSIONS.newsletter, source: 'register', recent: true },
    ]);
  });

  test('a quick sign-up: the terms and the privacy notice, marking the account as a quick sign-up', async () => {
    const event = await createEvent(t.database.db, { eventtypeId: EVENT_TYPE.seminar, max_users: 30 });
    const email = address();
    const res = await t.send('POST', '/api/event-join/quick-signup', {
      body: { event: event.id, firstName: 'Jana', lastName: 'Nováková', email, phone: '+420 601 234 567', locale: 'cs' },
    });
    expect(res.status).toBe(200);
    expect(await consentsOf(eq(userConsents.userId, await userId(email)))).toEqual(accepted('quickSignup'));
  });

  test("an order: the terms and the privacy notice, kept with the order (a guest's too)", async () => {
    const email = address();
    const res = await t.send('POST', '/api/buy-ticket', {
      body: { amount: 1, name: 'Jana Nováková', email, phone: '+420 601 234 567' },
    });
    expect(res.status).toBe(200);
    const [order] = await t.database.db.select({ id: ticketOrders.id }).from(ticketOrders).where(eq(ticketOrders.email, email));
    expect(await consentsOf(eq(userConsents.orderId, order!.id))).toEqual(accepted('order'));
  });
});
