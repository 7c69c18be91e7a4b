/**
 * Ticket orders under concurrency, through the real app, on PGlite and on PostgreSQL (where the
 * requests really overlap): the promo code limit, gapless invoice numbers, the quota, and
 * parallel retries with one idempotency key (decision 028).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { currentEditionId } from '../../core/editions/current-edition';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { mailOutbox, ticketOrders, ticketSettings } from '../../db/schema';
import { createPromoCode } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusal } from '../../tests/refusal';

let t: WriteTestContext;
let run = 0;

const buyer = (i: number, values: Record<string, unknown> = {}) => ({
  amount: 1,
  name: `Kupující ${i}`,
  email: `race${run}.${i}@example.test`,
  phone: '+420 601 234 567',
  ...values,
});
/** Sends all at once and reads every answer: status, code and body. */
async function inParallel(bodies: unknown[], headers: (i: number) => Record<string, string> = () => ({})) {
  return Promise.all(
    bodies.map(async (body, i) => {
      const res = await t.send('POST', '/api/buy-ticket', { body, headers: headers(i) });
      const json = (await res.json()) as { data: Record<string, unknown> };
      return { status: res.status, data: json.data, code: res.status === 200 ? 'ok' : refusal(json).code };
    }),
  );
}
const tally = (answers: { code: string }[]) =>
  answers.reduce<Record<string, number>>((n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }), {});
const sold = async () =>
  (
    await t.database.db.select({ amount: ticketOrders.amount }).from(ticketOrders).where(ne(ticketOrders.status, 'cancelled'))
  ).reduce((n, r) => n + r.amount, 0);

beforeAll(async () => {
  t = await createWriteTestContext();
});
beforeEach(async () => {
  run++;
  await t.database.db.update(ticketSettings).set({ quota: null }).where(eq(ticketSettings.editionId, currentEditionId));
});
afterAll(() => t.database.close());

describe('orders at the same moment', () => {
  test('50 parallel orders with a code limited to 10 uses: exactly 10 get it, 40 are told it is used up', async () => {
    const code = await createPromoCode(t.database.db, { discount: 50, maxUses: 10 });
    const answers = await inParallel(Array.from({ length: 50 }, (_, i) => buyer(i, { promocode: code.code })));
    expect(tally(answers)).toEqual({ ok: 10, 'Ticket.promoCode.usedUp': 40 });
    expect(await t.database.db.$count(ticketOrders, eq(ticketOrders.promoCodeId, code.id))).toBe(10);
    for (const a of answers.filter((x) => x.status === 200)) expect(a.data.unitPrice).toBe(5_450);
  });

  test('100 parallel orders get 100 invoice numbers with no gap and no duplicate, and their variable symbols', async () => {
    const year = new Date().getFullYear();
    const numbered = () =>
      t.database.db
        .select({ number: ticketOrders.number, vs: ticketOrders.variableSymbol })
        .from(ticketOrders)
        .where(like(ticketOrders.number, `${year}-%`));
    const before = (await numbered()).length;
    const answers = await inParallel(Array.from({ length: 100 }, (_, i) => buyer(i, { amount: 1 + (i % 4) })));
    expect(tally(answers)).toEqual({ ok: 100 });

    const rows = await numbered();
    const sequences = rows.map((r) => Number(r.number.split('-')[1])).sort((a, b) => a - b);
    // Every number of the year from 1 up, once: the earlier tests' and these 100.
    expect(sequences).toEqual(Array.from({ length: before + 100 }, (_, i) => i + 1));
    for (const r of rows) expect(r.vs).toBe(r.number.replace('-', ''));
    const answered = answers.map((a) => a.data.number as string);
    expect(new Set(answered).size).toBe(100);
    // One mail per order, each naming its own number.
    const mails = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(like(mailOutbox.to, `race${run}.%`));
    expect(mails.map((m) => m.subject.match(/\d{4}-\d{4,}/)![0]).sort()).toEqual([...answered].sort());
  });

  test('a quota under 100 parallel orders of 2 tickets is filled and never exceeded', async () => {
    const quota = (await sold()) + 75;
    await t.database.db.update(ticketSettings).set({ quota }).where(eq(ticketSettings.editionId, currentEditionId));
    const answers = await inParallel(Array.from({ length: 100 }, (_, i) => buyer(i, { amount: 2 })));
    // 37 orders take 74 tickets; with 1 left every other order is told so.
    expect(tally(answers)).toEqual({ ok: 37, 'Ticket.quota': 63 });
    for (const a of answers.filter((x) => x.code === 'Ticket.quota')) expect(a.data.left).toBe(1);
    expect(await sold()).toBe(quota - 1);
    const last = await inParallel([buyer(100), buyer(101)]);
    expect(tally(last)).toEqual({ ok: 1, 'Ticket.soldOut': 1 });
    expect(await sold()).toBe(quota);
  });

  test('10 parallel requests with one idempotency key make one order; all ten are answered with it', async () => {
    const key = crypto.randomUUID();
    const body = buyer(0, { amount: 4 });
    const answers = await inParallel(
      Array.from({ length: 10 }, () => body),
      () => ({ 'Idempotency-Key': key }),
    );
    expect(tally(answers)).toEqual({ ok: 10 });
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await t.database.db.$count(ticketOrders, eq(ticketOrders.idempotencyKey, key))).toBe(1);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, body.email))).toBe(1);
  });

  test('10 parallel requests with one key and different orders: one order, nine conflicts', async () => {
    const key = crypto.randomUUID();
    const answers = await inParallel(
      Array.from({ length: 10 }, (_, i) => buyer(i, { amount: i + 1 })),
      () => ({ 'Idempotency-Key': key }),
    );
    expect(tally(answers)).toEqual({ ok: 1, 'Ticket.idempotencyConflict': 9 });
    expect(
      await t.database.db.$count(
        ticketOrders,
        and(eq(ticketOrders.idempotencyKey, key), inArray(ticketOrders.status, ['awaiting', 'paid'])),
      ),
    ).toBe(1);
  });
});
