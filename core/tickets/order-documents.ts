import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { canManageTickets, type Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { buildCreditNote } from './invoice-document';
import { orderInvoice } from './order-invoice';
import { invoiceFileName } from './order-mail';
import { isOrderPageToken } from './order-page-path';

type OrderRow = typeof ticketOrders.$inferSelect;

export type OrderPdf = { fileName: string; pdf: Uint8Array };

/**
 * An order's invoice or credit note as a PDF, rendered from the order's own snapshot: Admins
 * any order's, a signed-in buyer their own invoice (the Me page links it); a guest 401, anyone
 * else 403, an unknown order 404, a credit note of an order not cancelled 404; an order whose
 * supplier snapshot cannot make an invoice (no bank account when it was placed) 409
 * `TicketOrder.noInvoice`.
 */
export async function orderPdf(
  db: Db,
  /** `id`: the order's serial id (admin screens) or its public id (the buyer's Me page). */
  opts: { viewer: Viewer | null; id: number | string; document: OrderDocumentKind },
): Promise<OrderPdf> {
  if (!opts.viewer) throw new AppError('Request.unauthorized');
  const manager = canManageTickets(opts.viewer);
  const [order] = await db
    .select()
    .from(ticketOrders)
    .where(typeof opts.id === 'number' ? eq(ticketOrders.id, opts.id) : eq(ticketOrders.publicId, opts.id));
  const own = order !== undefined && order.userId !== null && order.userId === opts.viewer.id;
  if (!manager && !(own && opts.document === 'invoice')) throw new AppError('Ticket.forbidden');
  if (!order) throw notFound('Order');
  return renderOrderDocument(order, opts.document);
}

/**
 * A document of the order whose page link the buyer holds (decision 080): any document the
 * order has (listOrderDocuments); an unknown token, or a document the order does not have, 404.
 */
export async function orderPdfByPageToken(db: Db, opts: { token: string; document: OrderDocumentKind }): Promise<OrderPdf> {
  if (!isOrderPageToken(opts.token)) throw notFound('Order');
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.pageToken, opts.token));
  if (!order || !listOrderDocuments(order).some((d) => d.kind === opts.document)) throw notFound('Order');
  return renderOrderDocument(order, opts.document);
}

export type OrderDocumentKind = 'invoice' | 'creditNote';

/** One document an order has, as the buyer's screens list it: `file` names it in the order page's download address. */
export type OrderDocumentEntry = { kind: OrderDocumentKind; number: string; file: string };

/** The file names of the order page's document downloads (`/objednavka/<token>/<file>`). */
export const ORDER_DOCUMENT_FILES: Record<OrderDocumentKind, string> = { invoice: 'invoice.pdf', creditNote: 'credit-note.pdf' };

/**
 * The documents an order has, in the order they were issued: its invoice (when its supplier
 * snapshot can make one), then the credit note of a cancelled order. The buyer's screens list
 * these; renderOrderDocument makes each.
 */
export function listOrderDocuments(order: OrderRow): OrderDocumentEntry[] {
  const entry = (kind: OrderDocumentKind, number: string) => ({ kind, number, file: ORDER_DOCUMENT_FILES[kind] });
  const documents: OrderDocumentEntry[] = [];
  if (makesInvoice(order)) documents.push(entry('invoice', order.number));
  if (order.creditNoteNumber && order.creditNoteIssuedOn) documents.push(entry('creditNote', order.creditNoteNumber));
  return documents;
}

/** Whether the order's supplier snapshot makes a valid invoice (it had a bank account). */
function makesInvoice(order: OrderRow): boolean {
  try {
    orderInvoice(order);
    return true;
  } catch (err) {
    if (err instanceof RangeError) return false;
    throw err;
  }
}

async function renderOrderDocument(order: OrderRow, document: OrderDocumentKind): Promise<OrderPdf> {
  let invoice;
  try {
    invoice = orderInvoice(order);
  } catch (err) {
    // The supplier's data when the order was made could not make an invoice (no bank account yet).
    if (err instanceof RangeError) throw new AppError('TicketOrder.noInvoice', { params: { number: order.number } });
    throw err;
  }
  // pdfkit, fontkit and qrcode (~6 MB of heap) load with the first PDF, not at start-up (decision 050).
  const { renderInvoicePdf } = await import('./invoice-pdf');
  if (document === 'invoice') return { fileName: invoiceFileName(invoice), pdf: await renderInvoicePdf(invoice) };
  if (!order.creditNoteNumber || !order.creditNoteIssuedOn) throw notFound('Credit note');
  const note = buildCreditNote(invoice, order.creditNoteNumber, order.creditNoteIssuedOn);
  return { fileName: invoiceFileName(note), pdf: await renderInvoicePdf(note) };
}
