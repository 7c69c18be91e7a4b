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
import { action, loader } from './buy-ticket';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  now: () => new Date('2021-10-01T10:00:00+02:00'),
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
  mailBaseUrl: 'https://innoweek.test',
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

describe('the order form posted without JavaScript (decision 127)', () => {
  async function post(form: Record<string, string>) {
    const context = new RouterContextProvider();
    context.set(appContext, createDeps({ db: database.db, config }));
    const request = new Request('http://localhost/en/buy-ticket', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'order', ...form }),
    });
    return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
  }
  const buyer = { amount: '1', name: 'Jana Nováková', phone: '+420 601 123 456', country: 'Czechia' };

  it('refuses with codes next to the fields and gives back what was typed', async () => {
    const answer = (await post({ ...buyer, email: '' })) as unknown as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ errors: { email: 'Form.error.required' }, values: { name: 'Jana Nováková' } });
  });

  it('places the order, priced by the server, and lands on its page; the same key twice is one order', async () => {
    const form = { ...buyer, email: `jana.${Date.now()}@example.test`, orderKey: crypto.randomUUID() };
    const placed = (await post(form)) as Response;
    expect(placed.status).toBe(302);
    expect(placed.headers.get('Location')).toMatch(/^\/en\/order\/[0-9a-f]{32}\?placed=1$/);
    expect(placed.headers.get('Set-Cookie')).toMatch(/^iw_toast=orderSent\./);
    const again = (await post(form)) as Response;
    expect(again.headers.get('Location')).toBe(placed.headers.get('Location'));
  });
});
