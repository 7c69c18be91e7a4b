/**
 * Orders numbered at their commit (decision 193): an order to pay is inserted with a placeholder
 * number ('#…') and variable symbol ('0…'), and the deferred trigger of migration 0031 takes the
 * next number of the 'order' series as the transaction commits. The window this opens is between
 * the insert and the commit: these tests hold orders there, roll them back, and check that no
 * committed order is ever without its number and that the series stays gapless.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, between, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { documentCounters, ticketOrders } from '../../db/schema';
import { createTestDatabase, testDatabaseKind } from '../../tests/db';
import { createTicketOrder as storeOrder } from '../../tests/factories';
import { nextDocumentNumber } from './next-document-number';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let placeholders = 0;
/** An order to pay as `createTicketOrder` inserts it on PostgreSQL, issued in `year`. */
const insertUnnumbered = (tx: Tx, year: number) => {
  const n = ++placeholders;
  return storeOrder(tx as never, {
    number: `#t${n}`,
    variableSymbol: `0${n}`,
    issuedOn: `${year}-03-01`,
    dueDate: `${year}-03-15`,
  });
};
const ordersOf = (year: number) =>
  database.db
    .select({ id: ticketOrders.id, number: ticketOrders.number, vs: ticketOrders.variableSymbol })
    .from(ticketOrders)
    .where(between(ticketOrders.issuedOn, `${year}-01-01`, `${year}-12-31`));
const counter = async (year: number) =>
  (
    await database.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.series, 'order'), eq(documentCounters.year, year)))
  )[0]?.last;
const sequences = (rows: { number: string }[]) => rows.map((r) => Number(r.number.split('-')[1])).sort((a, b) => a - b);

describe('an order numbered at its commit', () => {
  it('keeps the placeholder inside its transaction and gets the next number of its year as it commits', async () => {
    const inside = await database.db.transaction(async (tx) => {
      // A free order numbered in its transaction, then one to pay numbered at the commit: one series.
      await nextDocumentNumber(tx, 'order', 2040);
      const row = await insertUnnumbered(tx, 2040);
      return row.number;
    });
    expect(inside).toMatch(/^#/);
    const [row] = await ordersOf(2040);
    expect(row).toMatchObject({ number: '2040-0002', vs: '20400002' });
    expect(await counter(2040)).toBe(2);
  });

  it('takes no number when its transaction rolls back after the insert', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertUnnumbered(tx, 2041);
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('refused');
    expect(await counter(2041)).toBeUndefined();
    await database.db.transaction((tx) => insertUnnumbered(tx, 2041));
    expect((await ordersOf(2041)).map((r) => r.number)).toEqual(['2041-0001']);
  });

  it('prints five digits once the year passes 9,999 orders', async () => {
    await database.db.insert(documentCounters).values({ series: 'order', year: 2042, last: 9_999 });
    await database.db.transaction((tx) => insertUnnumbered(tx, 2042));
    expect(await ordersOf(2042)).toMatchObject([{ number: '2042-10000', vs: '204210000' }]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('orders between their insert and their commit (PostgreSQL)', () => {
  it('an order held open after its insert keeps no other order from its number; it takes the next as it commits', async () => {
    let held!: () => void;
    const release = new Promise<void>((ok) => (held = ok));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((ok) => (inserted = ok));
    const slow = database.db.transaction(async (tx) => {
      const row = await insertUnnumbered(tx, 2043);
      inserted();
      await release;
      return row.id;
    });
    await insertedYet;
    // Committed while the first order's transaction is still open: it does not wait for it.
    await database.db.transaction((tx) => insertUnnumbered(tx, 2043));
    expect((await ordersOf(2043)).map((r) => r.number)).toEqual(['2043-0001']);
    held();
    const slowId = await slow;
    const rows = await ordersOf(2043);
    expect(rows.find((r) => r.id === slowId)?.number).toBe('2043-0002');
    expect(sequences(rows)).toEqual([1, 2]);
  });

  it('60 orders committing and rolling back at once: every committed one numbered, gapless, none left with a placeholder', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await insertUnnumbered(tx, 2044);
          if (i % 6 === 5) throw new Error('refused');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    const rows = await ordersOf(2044);
    expect(rows.filter((r) => !/^2044-\d{4}$/.test(r.number))).toEqual([]);
    expect(sequences(rows)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const r of rows) expect(r.vs).toBe(r.number.replace('-', ''));
    expect(await counter(2044)).toBe(50);
  });
});
