import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { ROLE } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { createTicketOrder, createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './buy-ticket';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  now: () => new Date('2021-10-01T10:00:00+02:00'),
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function page(user?: { id: number; tokenVersion: number }) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  const answer = await loader({
    request: new Request('http://localhost/vstupenka-konference', { headers }),
    context,
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
  return answer.data;
}

describe('the ticket page of a buyer with an unpaid order (decision 080)', () => {
  it('names the order awaiting payment, with what is left and its page, before any new order', async () => {
    const buyer = await createUser(database.db, { roleId: ROLE.confirmed });
    const order = await createTicketOrder(database.db, { userId: buyer.id, paidMinor: 500_000, paymentState: 'partlyPaid' });
    expect((await page(buyer)).pendingOrders).toEqual([
      { number: order.number, pageToken: order.pageToken, missing: 13_189 - 5_000, currency: 'CZK' },
    ]);
  });

  it('names none for a buyer whose orders are paid or cancelled, nor for a guest', async () => {
    const buyer = await createUser(database.db, { roleId: ROLE.confirmed });
    await createTicketOrder(database.db, {
      userId: buyer.id,
      status: 'paid',
      paidAt: new Date(),
      paidMinor: 1_318_900,
      paymentState: 'paid',
    });
    await createTicketOrder(database.db, { userId: buyer.id, status: 'cancelled', paymentState: 'cancelled' });
    expect((await page(buyer)).pendingOrders).toEqual([]);
    expect((await page()).pendingOrders).toEqual([]);
  });
});
