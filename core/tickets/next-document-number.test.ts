import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentCounters, type DocumentSeries } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { formatDocumentNumber, nextDocumentNumber } from './next-document-number';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const take = (series: DocumentSeries, year: number) => database.db.transaction((tx) => nextDocumentNumber(tx, series, year));
const last = async (series: DocumentSeries, year: number) =>
  (
    await database.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.series, series), eq(documentCounters.year, year)))
  )[0]?.last;

describe('gapless document numbers', () => {
  it('counts each series and year from 1', async () => {
    expect((await take('order', 2030)).number).toBe('2030-0001');
    expect((await take('order', 2030)).number).toBe('2030-0002');
    expect(await take('order', 2031)).toEqual({ series: 'order', year: 2031, sequence: 1, number: '2031-0001' });
    expect((await take('invoice', 2030)).number).toBe('F2030-0001');
    expect((await take('creditNote', 2030)).number).toBe('D2030-0001');
    expect(formatDocumentNumber('order', 2030, 12_345)).toBe('2030-12345');
  });

  it('gives a number back when its transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'invoice', 2032);
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('refused');
    expect(await last('invoice', 2032)).toBeUndefined();
    expect((await take('invoice', 2032)).sequence).toBe(1);
  });

  it('hands 100 concurrent transactions 100 different numbers with no gap, some of them rolling back', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        database.db.transaction(async (tx) => {
          const { sequence } = await nextDocumentNumber(tx, 'invoice', 2033);
          if (i % 10 === 9) throw new Error('refused');
          return sequence;
        }),
      ),
    );
    const taken = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])).sort((a, b) => a - b);
    expect(taken).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(await last('invoice', 2033)).toBe(90);
  });
});
