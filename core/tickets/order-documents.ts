import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { CREDIT_REASONS, ticketOrderDocuments, ticketOrders } from '../../db/schema';
import { canManageTickets, type Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdfOffThread } from './invoice-pdf-thread';
import { orderPaymentRequest, orderTaxDocument } from './order-invoice';
import { invoiceFileName } from './order-mail';
import { isOrderPageToken } from './order-page-path';

type OrderRow = typeof ticketOrders.$inferSelect;
type DocumentRow = typeof ticketOrderDocuments.$inferSelect;

/** One document of an order as every screen lists it (the admin detail, the Me page, the buyer's order page). */
export const orderDocumentSchema = z.object({
  kind: z
    .enum(['paymentRequest', 'invoice', 'creditNote'])
    .describe(
      'paymentRequest: the zálohová faktura issued with the order (not a tax document); invoice: the tax document; creditNote: its opravný daňový doklad',
    ),
  number: z.string().describe('2021-0001 (payment request: the order number), F2021-0001, D2021-0001'),
  issuedOn: z.iso.date(),
  taxableOn: z.iso.date().nullable().describe('DUZP of a tax document: the payment’s day for an invoice issued on payment'),
  paidOn: z.iso.date().nullable().describe('An invoice issued on payment: the day the money arrived'),
  credits: z.string().nullable().describe('A credit note: the invoice it cancels'),
  creditedBy: z.string().nullable().describe('An invoice: the credit note that cancels it'),
  reason: z.enum(CREDIT_REASONS).nullable().describe('A credit note: the order cancelled, or its payment taken back'),
  fileName: z.string(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** The stored tax documents of some orders, oldest first. */
async function documentRows(db: Db | Tx, orderIds: number[]): Promise<DocumentRow[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(ticketOrderDocuments)
    .where(inArray(ticketOrderDocuments.orderId, orderIds))
    .orderBy(asc(ticketOrderDocuments.id));
}

/** Whether the order has a payment request: something to pay, and no invoice issued at ordering under its number (before decision 078). */
const hasPaymentRequest = (order: OrderRow, rows: DocumentRow[]) =>
  order.totalWithVat > 0 && !rows.some((r) => r.number === order.number);

function listDocuments(order: OrderRow, rows: DocumentRow[]): OrderDocument[] {
  const locale = order.locale === 'en' ? 'en' : 'cs';
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list: OrderDocument[] = hasPaymentRequest(order, rows)
    ? [
        {
          kind: 'paymentRequest',
          number: order.number,
          issuedOn: order.issuedOn,
          taxableOn: null,
          paidOn: null,
          credits: null,
          creditedBy: null,
          reason: null,
          fileName: invoiceFileName({ kind: 'paymentRequest', number: order.number, locale }),
        },
      ]
    : [];
  for (const r of rows) {
    list.push({
      kind: r.kind,
      number: r.number,
      issuedOn: r.issuedOn,
      taxableOn: r.taxableOn,
      paidOn: r.paidOn,
      credits: r.creditsId ? (byId.get(r.creditsId)?.number ?? null) : null,
      creditedBy: rows.find((c) => c.creditsId === r.id)?.number ?? null,
      reason: r.reason,
      fileName: invoiceFileName({ kind: r.kind, number: r.number, locale }),
    });
  }
  return list;
}

/**
 * Every document of some orders, by order id (decision 078): the payment request first (the
 * order itself, when there is something to pay), then the tax documents and credit notes in
 * the order they were issued. The one list the admin order detail, the Me page and the buyer's
 * order page show.
 */
export async function findOrderDocuments(db: Db | Tx, orders: OrderRow[]): Promise<Map<number, OrderDocument[]>> {
  const rows = await documentRows(
    db,
    orders.map((o) => o.id),
  );
  return new Map(
    orders.map((o) => [
      o.id,
      listDocuments(
        o,
        rows.filter((r) => r.orderId === o.id),
      ),
    ]),
  );
}

/**
 * One document of an order, ready to print: its number, or (the older links) `invoice` for the
 * newest invoice, else the payment request, and `creditNote` for the newest credit note.
 * Undefined when the order has no such document.
 */
export async function orderDocument(
  db: Db | Tx,
  order: OrderRow,
  which: { number: string } | 'invoice' | 'creditNote',
): Promise<InvoiceDocument | undefined> {
  const rows = await documentRows(db, [order.id]);
  const pick =
    typeof which === 'object' ? rows.find((r) => r.number === which.number) : rows.filter((r) => r.kind === which).at(-1);
  if (pick) return orderTaxDocument(order, pick, pick.creditsId ? rows.find((r) => r.id === pick.creditsId) : undefined);
  const wantsRequest = typeof which === 'object' ? which.number === order.number : which === 'invoice';
  return wantsRequest && hasPaymentRequest(order, rows) ? orderPaymentRequest(order) : undefined;
}

export type OrderPdf = { fileName: string; pdf: Uint8Array };

/**
 * A document of an order as a PDF, rendered from the order's own snapshot: Admins any order's,
 * a signed-in buyer those of their own orders (the Me page links them); a guest 401, anyone
 * else 403, an unknown order or document 404; an order whose supplier snapshot cannot make a
 * document (no bank account when it was placed) 409 `TicketOrder.noInvoice`.
 */
export async function orderPdf(
  db: Db,
  /** `id`: the order's serial id (admin screens) or its public id (the buyer's Me page). */
  opts: { viewer: Viewer | null; id: number | string; document: { number: string } | 'invoice' | 'creditNote' },
): Promise<OrderPdf> {
  if (!opts.viewer) throw new AppError('Request.unauthorized');
  const manager = canManageTickets(opts.viewer);
  const [order] = await db
    .select()
    .from(ticketOrders)
    .where(typeof opts.id === 'number' ? eq(ticketOrders.id, opts.id) : eq(ticketOrders.publicId, opts.id));
  const own = order !== undefined && order.userId !== null && order.userId === opts.viewer.id;
  if (!manager && !own) throw new AppError('Ticket.forbidden');
  if (!order) throw notFound('Order');
  return renderOrderDocument(db, order, opts.document);
}

/**
 * A document of the order whose page link the buyer holds (decision 080), guests' too: the token
 * is the right to it. `file` is the document's number with `.pdf` (`F2021-0001.pdf`), or the
 * older `invoice.pdf` / `credit-note.pdf`; an unknown token, or a document the order does not
 * have, 404.
 */
export async function orderPdfByPageToken(db: Db, opts: { token: string; file: string }): Promise<OrderPdf> {
  const which = documentOfFile(opts.file);
  if (!which || !isOrderPageToken(opts.token)) throw notFound('Order');
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.pageToken, opts.token));
  if (!order) throw notFound('Order');
  return renderOrderDocument(db, order, which);
}

/** The name of a document's file under the order page's address (`/objednavka/<token>/<file>`). */
export const orderDocumentFile = (document: { number: string }) => `${document.number}.pdf`;

const OLDER_FILES: Record<string, 'invoice' | 'creditNote'> = { 'invoice.pdf': 'invoice', 'credit-note.pdf': 'creditNote' };

function documentOfFile(file: string): { number: string } | 'invoice' | 'creditNote' | null {
  if (OLDER_FILES[file]) return OLDER_FILES[file];
  const match = /^([A-Za-z0-9-]{1,40})\.pdf$/.exec(file);
  return match ? { number: match[1]! } : null;
}

async function renderOrderDocument(
  db: Db | Tx,
  order: OrderRow,
  which: { number: string } | 'invoice' | 'creditNote',
): Promise<OrderPdf> {
  let doc;
  try {
    doc = await orderDocument(db, order, which);
  } catch (err) {
    // The supplier's data when the order was made could not make a document (no bank account yet).
    if (err instanceof RangeError) throw new AppError('TicketOrder.noInvoice', { params: { number: order.number } });
    throw err;
  }
  if (!doc) throw notFound('Document');
  // Drawn on the PDF's own thread, which loads pdfkit with the first PDF (decisions 050, 198).
  return { fileName: invoiceFileName(doc), pdf: await renderInvoicePdfOffThread(doc) };
}
