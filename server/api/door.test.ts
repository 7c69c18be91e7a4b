/**
 * The door scanner's API through the real app (decision 116): door staff scan a signed QR code
 * once, parallel scans from two devices admit one, the offline list, and who may not.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tickets } from '../../db/schema';
import { newTicketCode } from '../../core/tickets/ticket-code';
import { signTicketCode } from '../../core/tickets/ticket-signature';
import { createOrganizer, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

async function ticket(status: 'paid' | 'cancelled' = 'paid') {
  const order = await createTicketOrder(t.database.db, {
    status,
    ...(status === 'paid' ? { paidAt: new Date() } : { cancelledAt: new Date() }),
  });
  const code = newTicketCode();
  await t.database.db
    .insert(tickets)
    .values({ orderId: order.id, code, ...(status === 'cancelled' ? { voidedAt: new Date() } : {}) });
  return code;
}

describe('/api/door', () => {
  test('door staff admit a signed code once; of parallel scans from two devices one is admitted', async () => {
    const staff = await createOrganizer(t.database.db);
    const code = await ticket();
    const text = signTicketCode(code, t.config.sessionSecret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.send('POST', '/api/door/scans', { bearer: staff, body: { text, device: i % 2 ? 'Door 1' : 'Door 2' } }),
      ),
    );
    const results = await Promise.all(answers.map(async (r) => ((await r.json()) as { result: string }).result));
    expect(results.filter((r) => r === 'admitted')).toHaveLength(1);
    expect(results.filter((r) => r === 'already')).toHaveLength(19);
    const cancelled = await t.send('POST', '/api/door/scans', {
      bearer: staff,
      body: { text: await ticket('cancelled'), device: 'Door 1' },
    });
    expect(await cancelled.json()).toMatchObject({ result: 'cancelled' });
    const list = await t.send('GET', '/api/door/tickets', { bearer: staff });
    expect(list.headers.get('Cache-Control')).toContain('no-store');
    const { tickets: rows } = (await list.json()) as { tickets: { code: string; admittedAt: string | null }[] };
    expect(rows.find((r) => r.code === code)?.admittedAt).not.toBeNull();
  });

  test('a guest is 401 and a member 403, before the body is read', async () => {
    const member = await createUser(t.database.db);
    expect((await t.send('POST', '/api/door/scans', { body: { text: 'x' } })).status).toBe(401);
    const refused = await t.send('POST', '/api/door/scans', { bearer: member, body: { bad: true } });
    expect(refused.status).toBe(403);
    expect((await t.send('GET', '/api/door/tickets', { bearer: member })).status).toBe(403);
  });
});
