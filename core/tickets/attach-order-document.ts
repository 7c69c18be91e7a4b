import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrderDocuments, ticketOrders } from '../../db/schema';
import type { ComposedMail, OutboxRow } from '../mailer/compose-pending-mail';
import { renderInvoicePdfOffThread } from './invoice-pdf-thread';
import { orderDocument } from './order-documents';
import { invoiceAttachment } from './order-mail';

/**
 * Completes a message written whole in its transaction that waits for its document's PDF
 * (`attach-document`, decision 183): the paid order's codes mail and its tax document for the
 * billing e-mail, a credit note's mail. The document is the one the transaction issued, rendered
 * from the order's own snapshot as its download is; the text stays as written.
 */
export async function attachOrderDocument(db: Db, message: OutboxRow): Promise<ComposedMail> {
  const [row] = message.documentId
    ? await db
        .select({ number: ticketOrderDocuments.number, orderId: ticketOrderDocuments.orderId })
        .from(ticketOrderDocuments)
        .where(eq(ticketOrderDocuments.id, message.documentId))
    : [];
  if (!row) throw new Error(`message ${message.id} names no stored document`);
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, row.orderId));
  const document = order ? await orderDocument(db, order, { number: row.number }) : undefined;
  if (!document) throw new Error(`document ${row.number} of message ${message.id} cannot be made`);
  return {
    subject: message.subject,
    text: message.text,
    html: message.html ?? '',
    attachments: [...(message.attachments ?? []), invoiceAttachment(document, await renderInvoicePdfOffThread(document))],
  };
}
