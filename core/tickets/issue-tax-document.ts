import { and, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { ticketOrderDocuments, type ticketOrders } from '../../db/schema';
import { nextDocumentNumber } from './next-document-number';
import { issueDateOf } from './order-dates';

type OrderRow = typeof ticketOrders.$inferSelect;
type DocumentRow = typeof ticketOrderDocuments.$inferSelect;

const credits = alias(ticketOrderDocuments, 'credits');

/** The order's invoice that no credit note answers yet, if any: the one a cancel or a taken-back payment credits. */
export async function standingInvoice(tx: Tx, orderId: number): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(ticketOrderDocuments)
    .where(
      and(
        eq(ticketOrderDocuments.orderId, orderId),
        eq(ticketOrderDocuments.kind, 'invoice'),
        notExists(tx.select({ id: credits.id }).from(credits).where(eq(credits.creditsId, ticketOrderDocuments.id))),
      ),
    );
  return row;
}

/**
 * Issues the tax document of an order that has just become paid (decision 078), in the caller's
 * transaction under the order's row lock: an invoice numbered in the gapless invoice series of
 * the Prague year it is issued in (`F2021-0001`, taken last: the counter's lock is held to the
 * commit), dated today, with the payment's day as the date of the taxable supply. An order
 * that still has a standing invoice (one issued at ordering before decision 078) keeps it and
 * gets no second one.
 */
export async function issueTaxDocument(
  tx: Tx,
  order: OrderRow,
  opts: { /** The Prague day the money arrived. */ paidOn: string; now: Date },
): Promise<DocumentRow> {
  const standing = await standingInvoice(tx, order.id);
  if (standing) return standing;
  const day = issueDateOf(opts.now);
  const number = await nextDocumentNumber(tx, 'invoice', Number(day.slice(0, 4)));
  const [row] = await tx
    .insert(ticketOrderDocuments)
    .values({
      orderId: order.id,
      kind: 'invoice',
      number: number.number,
      issuedOn: day,
      // A payment booked after the day it is recorded on (a clock skew) cannot date the supply later than its document.
      taxableOn: opts.paidOn > day ? day : opts.paidOn,
      paidOn: opts.paidOn,
      created_at: opts.now,
    })
    .returning();
  return row!;
}
