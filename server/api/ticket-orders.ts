import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { AppError, badParam, notFound } from '../../core/errors/app-error';
import { parseId } from '../../core/query/parse-entry-params';
import { cancelTicketOrder } from '../../core/tickets/cancel-ticket-order';
import { markOrderUnpaid } from '../../core/tickets/mark-order-unpaid';
import { markPaidInput } from '../../core/tickets/paid-on';
import { adminOrderTicketSchema, findOrderTickets } from '../../core/tickets/find-order-tickets';
import { findTicketOrders } from '../../core/tickets/find-ticket-orders';
import { getTicketOrder } from '../../core/tickets/get-ticket-order';
import { markOrderPaid } from '../../core/tickets/mark-order-paid';
import { adminTicketOrderSchema, orderTotalsSchema, ticketOrderQuery } from '../../core/tickets/order-admin-query';
import { addOrderNote } from '../../core/tickets/add-order-note';
import { findOrderHistory, orderHistoryEntrySchema } from '../../core/tickets/find-order-history';
import { orderNoteInput } from '../../core/tickets/order-note-input';
import { orderPdf, type OrderPdf } from '../../core/tickets/order-documents';
import { ordersCsv } from '../../core/tickets/orders-csv';
import { recordStatement, statementReportSchema } from '../../core/tickets/record-statement';
import { authorized } from '../../core/authorization/authorize';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import { editionParam, listParams, notState } from './openapi-params';
import { editionReadOptions, readOptions } from './read-options';
import type { CustomResource, ParamDoc } from './resource';

/** The largest statement file taken: a year of a busy account's GPC lines is well under it. */
const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Order id',
};
const qParam: ParamDoc = {
  name: '_q',
  in: 'query',
  schema: { type: 'string', maxLength: 100 },
  description: 'Every word in the invoice number, variable symbol, name, e-mail or company (case ignored)',
};
const localeParam: ParamDoc = {
  name: '_locale',
  in: 'query',
  schema: { type: 'string', enum: ['cs', 'en'] },
  description: 'Language of the header row and the status column; `cs` when absent.',
};
const admins = 'Admins only (401 without a session, 403 `Ticket.forbidden` otherwise).';
const buyers =
  'Admins any order’s, a signed-in buyer their own, the order given by its id or its public id (401 without a session, 403 `Ticket.forbidden` otherwise).';
const listSchema = z.object({ data: z.array(adminTicketOrderSchema), total: z.number().int(), totals: orderTotalsSchema });
const changeSchema = z.object({
  data: adminTicketOrderSchema,
  changed: z.boolean().describe('false when the order already was so: nothing was done again'),
});

const pdfAnswer = (c: { body: (data: Uint8Array, status: 200, headers: Record<string, string>) => Response }, doc: OrderPdf) =>
  c.body(doc.pdf, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${doc.fileName}"`,
    'Cache-Control': 'private, no-store',
  });

/** An order in a document's path: its serial id, or its public id as the buyer's Me page links it. */
const orderRef = (raw: string): number | string => (/^[A-Z0-9]{2,8}(-[A-Z0-9]{2,8}){1,4}$/.test(raw) ? raw : parseId(raw));

export const ticketOrdersResource: CustomResource = {
  kind: 'custom',
  path: '/ticket-orders',
  title: 'Ticket orders',
  description:
    'Conference ticket orders and their invoices for Admins: the list with totals, one order, its invoice and credit note as PDF, marking it paid (issues the livestream access code and mails it), cancelling it (issues a credit note), and reading a bank statement that marks paid the orders it pays (decision 031).',
  operations: [
    {
      path: '/ticket-orders',
      summary: 'Ticket orders',
      description: `Newest first (\`_sort=created_at:DESC\`), with \`_limit\`, \`_start\`, \`_sort\`, \`_q\` and filters such as \`status=awaiting\`, \`issuedOn_gte=2021-10-01\`; wrapped in \`data\` with the \`total\` for the pagination and \`totals\`: per status the count and the sum with VAT (whole CZK) of the orders the search and the other filters select. ${admins}`,
      parameters: [qParam, ...listParams(ticketOrderQuery).filter(notState), editionParam],
      schema: listSchema,
      schemaName: 'TicketOrderList',
      errors: [400, 401, 403],
    },
    {
      path: '/ticket-orders/{id}',
      summary: 'One ticket order',
      description: `The order with its buyer, invoice data, figures and the payment’s course. ${admins}`,
      parameters: [idParam],
      schema: adminTicketOrderSchema,
      schemaName: 'AdminTicketOrder',
      errors: [400, 401, 403, 404],
    },
    {
      path: '/ticket-orders/{id}/tickets',
      summary: 'The order’s tickets',
      description: `Every ticket of the order with its code and state (\`free\`, \`claimed\`, or \`void\` once the order is cancelled, decision 053), who holds or held it, and that holder’s seminar seats, which voiding leaves in place. Wrapped in \`data\`; an awaiting order has none yet. ${admins}`,
      parameters: [idParam],
      schema: z.object({ data: z.array(adminOrderTicketSchema) }),
      schemaName: 'AdminOrderTickets',
      errors: [400, 401, 403, 404],
    },
    {
      path: '/ticket-orders/{id}/documents/{number}.pdf',
      summary: 'One document of the order (PDF)',
      description: `A document the order’s \`documents\` list (decision 078): the payment request under the order’s number (\`zalohova-faktura-2021-0001.pdf\`, not a tax document), the tax document issued on payment (\`faktura-F2021-0001.pdf\`), a credit note (\`opravny-doklad-D2021-0001.pdf\`); \`invoice-…\`, \`proforma-invoice-…\`, \`credit-note-…\` for an English order. Rendered from the order’s snapshot. ${buyers} An unknown number is 404.`,
      parameters: [
        idParam,
        { name: 'number', in: 'path', required: true, schema: { type: 'string' }, description: 'The document’s number' },
      ],
      responseContentType: 'application/pdf',
      errors: [400, 401, 403, 404, 409],
    },
    {
      path: '/ticket-orders/{id}/invoice.pdf',
      summary: 'The order’s newest invoice, else its payment request (PDF)',
      description: `The link older mails and pages carry: the newest tax document of the order, or its payment request while it has none. ${buyers}`,
      parameters: [idParam],
      responseContentType: 'application/pdf',
      errors: [400, 401, 403, 404, 409],
    },
    {
      path: '/ticket-orders/{id}/credit-note.pdf',
      summary: 'The order’s newest credit note (PDF)',
      description: `The opravný daňový doklad cancelling its invoice in full, named \`opravny-doklad-D2021-0001.pdf\`; 404 for an order that has none (never paid, or not cancelled). ${buyers}`,
      parameters: [idParam],
      responseContentType: 'application/pdf',
      errors: [400, 401, 403, 404, 409],
    },
    {
      path: '/ticket-orders/{id}/history',
      summary: 'The order’s history',
      description: `What happened to the order, newest first (decision 079): its placing, every state change with who made it (from the audit log), each tax document and credit note issued, every mail written for it with its delivery state (\`pending\`, \`sent\`, \`failed\`, \`kept\`), and the Admins’ internal notes. Wrapped in \`data\`. ${admins}`,
      parameters: [idParam],
      schema: z.object({ data: z.array(orderHistoryEntrySchema) }),
      schemaName: 'TicketOrderHistory',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/ticket-orders/{id}/notes',
      summary: 'Add an internal note to the order',
      description: `\`{text}\` (1 to 2000 characters): an Admin’s note, kept in the order’s history and the audit log, never shown to the buyer. Answers the note. ${admins}`,
      parameters: [idParam],
      requestBody: orderNoteInput,
      schema: z.object({ id: z.number().int(), author: z.string(), text: z.string(), at: z.string() }),
      schemaName: 'TicketOrderNote',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/ticket-orders/{id}/paid',
      summary: 'Enter a payment by hand',
      description: `A payment of an awaiting (or partly paid) order goes into its ledger (decision 075). Optional body \`{paidOn, amountMinor, counterAccount, message}\`: the Prague day the money arrived (default today; between the order's date of issue and today, else 400 \`TicketOrder.paidOn.range\`) and the amount in haléře (default what is missing). The payment that reaches the total makes the order paid on its day (\`paidAt\`, noon of a past day): its tax document (\`invoiceNumber\` F2021-0001, dated on the payment’s day; decision 078), one livestream access code with conference and seminar rights and the tickets, mailed to the buyer. Already paid answers the order with \`changed: false\` and records nothing; cancelled is 409 \`TicketOrder.cancelled\`. ${admins}`,
      parameters: [idParam],
      requestBody: markPaidInput,
      schema: changeSchema,
      schemaName: 'TicketOrderChange',
      errors: [400, 401, 403, 404, 409],
    },
    {
      method: 'post',
      path: '/ticket-orders/{id}/unpaid',
      summary: 'Take back a mistaken payment',
      description: `A paid order goes back to awaiting payment (decision 074): each of its payments gets a reversing row in the ledger (decision 075), \`paidAt\` cleared, its access codes revoked, its tickets void (marking it paid again issues new ones), and its tax document answered by a credit note mailed to the buyer (decision 078). Refused with 409 \`TicketOrder.unpaid.claimed\` once someone other than the buyer's own account claimed one of its tickets (release them first, or cancel the order), and 409 \`TicketOrder.unpaid.notPaid\` for a cancelled order. Already awaiting answers the order with \`changed: false\`. No body. ${admins}`,
      parameters: [idParam],
      schema: changeSchema,
      schemaName: 'TicketOrderChange',
      errors: [400, 401, 403, 404, 409],
    },
    {
      method: 'post',
      path: '/ticket-orders/{id}/cancel',
      summary: 'Cancel an order',
      description: `An awaiting or paid order becomes cancelled: \`cancelledAt\`, a credit note of its tax document numbered in its own gapless series per year (\`creditNoteNumber\` D2021-0001; an order never paid has no tax document and gets none, decision 078), its access codes are revoked (\`revokedAt\`; read-only from then on), and its tickets become void: an unused code can no longer be claimed (409 \`Ticket.code.cancelled\`), and the holders of its claimed ones lose \`hasTicket\` unless they hold another valid ticket; their seminar seats stay (decision 053). The buyer, and the billing e-mail when it differs, get the cancellation mail with the credit note PDF. Already cancelled answers the order with \`changed: false\`. No body. ${admins}`,
      parameters: [idParam],
      schema: changeSchema,
      schemaName: 'TicketOrderChange',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/ticket-orders/statement',
      summary: 'Read a bank statement',
      description: `A GPC (ABO) file or a Czech bank’s CSV export, as multipart \`file\` or the raw body (at most 5 MB; UTF-8 or Windows-1250). Each incoming line is recorded once by the bank’s id, matched or not; a CZK line whose variable symbol names an order goes into that order’s payment ledger on the bank’s booking day (decision 075), and the line that reaches the total marks it paid on that day; the others wait at \`/api/bank-lines\`. Answers what happened to each new payment; reading the same statement again changes nothing (all \`alreadyRecorded\`). An unreadable file is 400 \`TicketOrder.statement.format\`. ${admins}`,
      parameters: [],
      requestContentType: 'multipart/form-data',
      requestBody: z.object({ file: z.string().describe('The statement file') }),
      schema: statementReportSchema,
      schemaName: 'StatementReport',
      errors: [400, 401, 403, 413],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => c.json(await findTicketOrders(deps.db, await editionReadOptions(c, deps))))
      .post('/statement', managersOnly(), statementLimit(), async (c) => {
        const file = await statementFile(c.req.raw, c.req.header('Content-Type') ?? '');
        return c.json(await recordStatement(deps.db, { viewer: c.var.user, file, mail: deps.mail }));
      })
      .get('/:id', async (c) => c.json(await getTicketOrder(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) })))
      .get('/:id/history', async (c) =>
        c.json({ data: await findOrderHistory(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) }) }),
      )
      .post('/:id/notes', managersOnly(), async (c) => {
        const input = await jsonBody(c, orderNoteInput);
        const note = await addOrderNote(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')), input });
        return c.json(note, 201);
      })
      .get('/:id/tickets', async (c) =>
        c.json({ data: await findOrderTickets(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) }) }),
      )
      .get('/:id/invoice.pdf', async (c) =>
        pdfAnswer(c, await orderPdf(deps.db, { viewer: c.var.user, id: orderRef(c.req.param('id')), document: 'invoice' })),
      )
      .get('/:id/credit-note.pdf', async (c) =>
        pdfAnswer(c, await orderPdf(deps.db, { viewer: c.var.user, id: orderRef(c.req.param('id')), document: 'creditNote' })),
      )
      .get('/:id/documents/:file', async (c) => {
        const number = /^([A-Z]?\d{4}-\d{4,})\.pdf$/.exec(c.req.param('file'))?.[1];
        if (!number) throw notFound('Document');
        return pdfAnswer(
          c,
          await orderPdf(deps.db, { viewer: c.var.user, id: orderRef(c.req.param('id')), document: { number } }),
        );
      })
      .post('/:id/paid', async (c) => {
        authorized(c.var.user, 'tickets.manage');
        // The body is optional: without one the payment arrived today.
        const input = c.req.header('Content-Type') ? await jsonBody(c, markPaidInput) : {};
        const id = parseId(c.req.param('id'));
        return c.json(await markOrderPaid(deps.db, { viewer: c.var.user, id, mail: deps.mail, input }));
      })
      .post('/:id/unpaid', async (c) =>
        c.json(await markOrderUnpaid(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')), mail: deps.mail })),
      )
      .post('/:id/cancel', async (c) =>
        c.json(await cancelTicketOrder(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')), mail: deps.mail })),
      ),
};

/** `GET /api/ticket-orders.csv`: the list's filters and search, every order they select, as a file. */
export const ticketOrdersCsvResource: CustomResource = {
  kind: 'custom',
  path: '/ticket-orders.csv',
  title: 'Ticket orders',
  description: 'The orders as a CSV file for the accountant.',
  operations: [
    {
      path: '/ticket-orders.csv',
      summary: 'Download the orders',
      description: `A CSV file for Czech Excel (UTF-8 with a byte order mark, semicolons, decimal commas, RFC 4180 quoting, CRLF rows; text cells starting with = + - @ made inert) named \`ticket-orders.csv\`: number, variable symbol, payment state, dates (paid and cancelled on the event time zone’s day), buyer, company, tickets, promo code, and a column per amount in CZK (without VAT, VAT, with VAT, received, missing, surplus). Takes the list’s \`_q\`, filters and \`_sort\`; every matching order. ${admins}`,
      parameters: [qParam, localeParam, ...listParams(ticketOrderQuery).filter(notState), editionParam],
      responseContentType: 'text/csv',
      errors: [400, 401, 403],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().get('/', async (c) => {
      const url = new URL(c.req.url);
      const locale = url.searchParams.get('_locale') ?? 'cs';
      if (locale !== 'cs' && locale !== 'en') throw badParam('Query.param.oneOf', '_locale', { allowed: 'cs, en' });
      url.searchParams.delete('_locale');
      if (!url.searchParams.has('_limit')) url.searchParams.set('_limit', '9999');
      const { edition } = await editionReadOptions(c, deps);
      url.searchParams.delete('edition');
      const options = readOptions(c, deps);
      const { data } = await findTicketOrders(deps.db, { ...options, params: new URLSearchParams(url.searchParams), edition });
      return c.body(ordersCsv(data, { locale, timezone: deps.config.timezone }), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="ticket-orders.csv"',
        'Cache-Control': 'private, no-store',
      });
    }),
};

function managersOnly(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    authorized(c.var.user, 'tickets.manage');
    await next();
  };
}

function statementLimit(): MiddlewareHandler<ApiEnv> {
  return bodyLimit({
    maxSize: STATEMENT_MAX_BYTES,
    onError: () => {
      throw new AppError('Upload.tooLarge', { field: 'file', params: { max: STATEMENT_MAX_BYTES / 1024 / 1024 } });
    },
  });
}

/** The statement's bytes: the multipart field `file`, or the whole body sent as it is. */
async function statementFile(request: Request, type: string): Promise<Uint8Array> {
  if (/^multipart\/form-data\b/i.test(type)) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new AppError('Upload.multipart');
    }
    for (const key of form.keys()) if (key !== 'file') throw new AppError('Request.body.unknownField', { field: key });
    const part = form.get('file');
    if (!part || typeof part === 'string') throw new AppError('TicketOrder.statement.missing', { field: 'file' });
    return new Uint8Array(await part.arrayBuffer());
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (!bytes.length) throw new AppError('TicketOrder.statement.missing', { field: 'file' });
  return bytes;
}
