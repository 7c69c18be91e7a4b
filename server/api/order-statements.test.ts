/**
 * What an order asks of the database (issue 32, decisions 192, 193, 203): the statements of a
 * guest's order, a member's and one with a promo code, counted as drizzle sends them. An order
 * that sends more fails here; the count is the embedded database's bottleneck (decision 193).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentEditionId } from '../../core/editions/current-edition';
import { eq } from 'drizzle-orm';
import { ticketSettings } from '../../db/schema';
import { DEMO_SUPPLIER } from '../../db/demo/facts';
import { watchStatements } from '../../db/write-count';
import { ticketsSold } from '../../core/tickets/tickets-sold';
import { createPromoCode, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
let unique = 0;
const buyer = (values: Record<string, unknown> = {}) => ({
  amount: 2,
  name: 'Jana Nováková',
  email: `statements${++unique}@example.test`,
  phone: '+420 601 234 567',
  ...values,
});

beforeAll(async () => {
  t = await createWriteTestContext();
  // The outbox worker's own statements are not the order's.
  delete t.deps.mail.composeSoon;
  await t.database.db.update(ticketSettings).set(DEMO_SUPPLIER).where(eq(ticketSettings.editionId, currentEditionId));
});
afterAll(() => t.database.close());

async function statementsOf(
  body: unknown,
  who: { id: number; tokenVersion: number } | null,
  status = 200,
): Promise<string[]> {
  const seen: string[] = [];
  const stop = watchStatements((q) => seen.push(q));
  try {
    const res = await t.send('POST', '/api/buy-ticket', { body, bearer: who, headers: { 'Idempotency-Key': `k-${++unique}` } });
    expect(res.status, await res.clone().text()).toBe(status);
  } finally {
    stop();
  }
  return seen;
}
const setQuota = (quota: number | null) =>
  t.database.db.update(ticketSettings).set({ quota }).where(eq(ticketSettings.editionId, currentEditionId));
const begins = (statements: string[]) => statements.filter((q) => q === 'begin').length;

/** Statements per order (decision 203; `begin` and `commit` are counted on PostgreSQL only, where drizzle sends them). */
const EXPECTED = {
  // The key's look, the settings' lock with the conference's start, the id with the number, the insert.
  pglite: { guest: 4, member: 6, promo: 5 },
  // The key's look, begin, the settings' lock, the id, the insert, commit, the number read back.
  postgres: { guest: 7, member: 10, promo: 8 },
};

describe('an order’s statements', () => {
  test('a guest’s, a member’s and one with a promo code send no more than they need', async () => {
    const member = await createUser(t.database.db);
    const promo = await createPromoCode(t.database.db, { discount: 20 });
    const counts = {
      guest: (await statementsOf(buyer(), null)).length,
      member: (await statementsOf(buyer(), member)).length,
      promo: (await statementsOf(buyer({ promocode: promo.code }), null)).length,
    };
    expect(counts).toEqual(EXPECTED[t.database.kind]);
  });

  test('a quota or a code’s limit set after orders without one holds: the next order finds it under its lock and starts again taking turns, once', async () => {
    await statementsOf(buyer(), null);
    await setQuota((await ticketsSold(t.database.db)) + 3);
    try {
      const first = await statementsOf(buyer({ amount: 2 }), null);
      const second = await statementsOf(buyer({ amount: 2 }), null, 409);
      if (t.database.kind === 'postgres') {
        // Shared locks first, as the last order found no quota; exclusive ones from then on.
        expect([begins(first), begins(second)]).toEqual([2, 1]);
      }
    } finally {
      await setQuota(null);
    }
    const limited = await createPromoCode(t.database.db, { discount: 10, maxUses: 1 });
    const withCode = await statementsOf(buyer({ promocode: limited.code.toLowerCase() }), null);
    await statementsOf(buyer({ promocode: limited.code }), null, 409);
    if (t.database.kind === 'postgres') expect(begins(withCode)).toBe(2);
  });

  test('an order to pay returns from its insert what its answer shows, not its every column', async () => {
    const seen = await statementsOf(buyer(), null);
    const insert = seen.find((q) => /insert into "ticket_orders"/.test(q))!;
    const returning = insert.slice(insert.lastIndexOf(' returning ') + ' returning '.length).split(', ');
    expect(returning.length).toBeLessThanOrEqual(20);
    expect(returning).not.toContain('"supplier_name"');
  });
});
