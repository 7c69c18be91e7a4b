import type { Tx } from '../../db/client';
import { ticketOrderDocuments, type CreditReason } from '../../db/schema';
import { standingInvoice } from './issue-tax-document';
import { nextDocumentNumber } from './next-document-number';
import { issueDateOf } from './order-dates';

type DocumentRow = typeof ticketOrderDocuments.$inferSelect;

/**
 * Answers an order's standing invoice with a credit note in full (decision 078), in the caller's
 * transaction under the order's row lock: numbered in the credit notes' gapless series of the
 * Prague year (`D2021-0001`, taken last), dated today, with its reason (the order cancelled, or
 * its payment taken back, decision 074). An order with no standing invoice (cancelled before it
 * was paid) gets none: there is no tax document to correct. Answers the credit note and the
 * invoice it credits.
 */
export async function creditTaxDocument(
  tx: Tx,
  orderId: number,
  opts: { reason: CreditReason; now: Date },
): Promise<{ note: DocumentRow; invoice: DocumentRow } | null> {
  const invoice = await standingInvoice(tx, orderId);
  if (!invoice) return null;
  const day = issueDateOf(opts.now);
  const number = await nextDocumentNumber(tx, 'creditNote', Number(day.slice(0, 4)));
  const [note] = await tx
    .insert(ticketOrderDocuments)
    .values({
      orderId,
      kind: 'creditNote',
      number: number.number,
      issuedOn: day,
      taxableOn: day,
      creditsId: invoice.id,
      reason: opts.reason,
      created_at: opts.now,
    })
    .returning();
  return { note: note!, invoice };
}
