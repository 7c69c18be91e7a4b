import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters, type DocumentSeries } from '../../db/schema';

/** What a series' numbers start with: orders `2021-0001`, invoices `F2021-0001`, credit notes `D2021-0001` (decision 078). */
const PREFIX: Record<DocumentSeries, string> = { order: '', invoice: 'F', creditNote: 'D' };

export type DocumentNumber = { series: DocumentSeries; year: number; sequence: number; number: string };

/** `2021-0001`: the year and a sequence of at least four digits. */
export const formatDocumentNumber = (series: DocumentSeries, year: number, sequence: number) =>
  `${PREFIX[series]}${year}-${String(sequence).padStart(4, '0')}`;

/**
 * Takes the next number of a series in a year, gapless: one atomic upsert increments the
 * (series, year) counter row, which PostgreSQL then keeps locked until the caller's transaction
 * ends. Two transactions numbering documents of the same series and year therefore run their
 * numbering one after the other, each sees the other's committed increment, and a transaction
 * that rolls back (a refused order, a failed insert) gives its number back with it. Call it
 * inside the transaction that stores the document, as late as possible: every document of the
 * series waits for the lock from here until that commit.
 */
export async function nextDocumentNumber(tx: Tx, series: DocumentSeries, year: number): Promise<DocumentNumber> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  const sequence = row!.last;
  return { series, year, sequence, number: formatDocumentNumber(series, year, sequence) };
}
