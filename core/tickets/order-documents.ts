import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { canManageTickets, type Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { buildCreditNote } from './invoice-document';
import { orderInvoice } from './order-invoice';
import { invoiceFileName } from './order-mail';

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
  opts: { viewer: Viewer | null; id: number | string; document: 'invoice' | 'creditNote' },
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
  if (opts.document === 'invoice') return { fileName: invoiceFileName(invoice), pdf: await renderInvoicePdf(invoice) };
  if (!order.creditNoteNumber || !order.creditNoteIssuedOn) throw notFound('Credit note');
  const note = buildCreditNote(invoice, order.creditNoteNumber, order.creditNoteIssuedOn);
  return { fileName: invoiceFileName(note), pdf: await renderInvoicePdf(note) };
}
