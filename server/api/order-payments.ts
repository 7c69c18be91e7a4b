import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { badParam } from '../../core/errors/app-error';
import { parseId } from '../../core/query/parse-entry-params';
import { assignBankLine, assignBankLineInput } from '../../core/payments/assign-bank-line';
import { bankLineSchema, findBankLines } from '../../core/payments/find-bank-lines';
import { adminPaymentSchema, findOrderPayments, paymentFilterSchema } from '../../core/payments/find-order-payments';
import { paymentsCsv } from '../../core/payments/payments-csv';
import { reverseOrderPayment } from '../../core/payments/reverse-order-payment';
import { findRefunds, refundFilterSchema, refundSchema } from '../../core/refunds/find-refunds';
import { markRefundedInput, markRefundRefunded } from '../../core/refunds/mark-refund-refunded';
import { refundsCsv } from '../../core/refunds/refunds-csv';
import { adminTicketOrderSchema } from '../../core/tickets/order-admin-query';
import type { CsvLocale } from '../../core/tickets/orders-csv';
import { authorized } from '../../core/authorization/authorize';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource, ParamDoc } from './resource';

const admins = 'Admins only (401 without a session, 403 `Ticket.forbidden` otherwise).';
const idParam = (what: string): ParamDoc => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: `${what} id`,
});
const localeParam: ParamDoc = {
  name: '_locale',
  in: 'query',
  schema: { type: 'string', enum: ['cs', 'en'] },
  description: 'Language of the header row and the named values; `cs` when absent.',
};
const query = (name: string, description: string, schema: Record<string, unknown>): ParamDoc => ({
  name,
  in: 'query',
  schema,
  description,
});
const paymentParams = [
  query('orderId', 'One order’s payments', { type: 'integer', minimum: 1 }),
  query('bookedOn_gte', 'Booked on this day or later', { type: 'string', format: 'date' }),
  query('bookedOn_lte', 'Booked on this day or earlier', { type: 'string', format: 'date' }),
];
const refundParams = [
  query('state', 'toRefund or refunded', { type: 'string', enum: ['toRefund', 'refunded'] }),
  query('orderId', 'One order’s refunds', { type: 'integer', minimum: 1 }),
];
const csvHeaders = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'private, no-store',
});

/** The query's own parameters checked by a schema (400 naming the first bad one); `_locale` taken apart. */
function readFilter<T extends z.ZodType>(c: Context<ApiEnv>, schema: T): { filter: z.infer<T>; locale: CsvLocale } {
  // An empty field of a plain form (the orders list's payments file, a day left out) means no limit.
  const params = Object.fromEntries([...new URL(c.req.url).searchParams].filter(([, value]) => value !== ''));
  const { _locale: locale = 'cs', ...rest } = params;
  if (locale !== 'cs' && locale !== 'en') throw badParam('Query.param.oneOf', '_locale', { allowed: 'cs, en' });
  const parsed = schema.safeParse(rest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') throw badParam('Query.param.unknown', issue.keys[0] ?? '');
    const param = String(issue.path[0] ?? '');
    if (param === 'orderId') throw badParam('Query.param.id', param);
    if (param === 'state') throw badParam('Query.param.oneOf', param, { allowed: 'toRefund, refunded' });
    throw badParam('Query.param.date', param);
  }
  return { filter: parsed.data, locale };
}

/** Statement lines no order holds, and assigning one (decision 075). */
export const bankLinesResource: CustomResource = {
  kind: 'custom',
  path: '/bank-lines',
  title: 'Unassigned statement lines',
  description:
    'Incoming bank statement lines no order holds (their symbol named none, another currency, or taken back from an order), and assigning one to an order (decision 075).',
  operations: [
    {
      path: '/bank-lines',
      summary: 'Unassigned statement lines',
      description: `Oldest booking day first, wrapped in \`data\`. ${admins}`,
      parameters: [],
      schema: z.object({ data: z.array(bankLineSchema) }),
      schemaName: 'BankLines',
      errors: [401, 403],
    },
    {
      method: 'post',
      path: '/bank-lines/{id}/assign',
      summary: 'Assign a statement line to an order',
      description: `Body \`{order}\`: the order’s number (2021-0003) or variable symbol. The line becomes a payment of that order on the bank’s booking day, as if its symbol had named it: it may settle the order (codes and mail), or become a refund to do for a cancelled one. 409 \`BankLine.assigned\` when an order holds it meanwhile, 409 \`BankLine.currency\` for a line not in CZK, 400 \`BankLine.noOrder\` for an unknown order. ${admins}`,
      parameters: [idParam('Statement line')],
      requestBody: assignBankLineInput,
      schema: z.object({ data: adminTicketOrderSchema }),
      schemaName: 'BankLineAssigned',
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => c.json({ data: await findBankLines(deps.db, { viewer: c.var.user }) }))
      .post('/:id/assign', async (c) => {
        authorized(c.var.user, 'tickets.manage');
        const input = await jsonBody(c, assignBankLineInput);
        const id = parseId(c.req.param('id'));
        return c.json(await assignBankLine(deps.db, { viewer: c.var.user, id, order: input.order, mail: deps.mail }));
      }),
};

/** The payment ledger: the list, taking a payment back (decision 075). */
export const orderPaymentsResource: CustomResource = {
  kind: 'custom',
  path: '/order-payments',
  title: 'Order payments',
  description:
    'The payment ledger of ticket orders (decision 075): every payment, from a statement line or entered by hand, and the reversing rows that take one back.',
  operations: [
    {
      path: '/order-payments',
      summary: 'The payment ledger',
      description: `Every row by booking day, wrapped in \`data\`; amounts in haléře, a reversal negative. ${admins}`,
      parameters: paymentParams,
      schema: z.object({ data: z.array(adminPaymentSchema) }),
      schemaName: 'OrderPayments',
      errors: [400, 401, 403],
    },
    {
      method: 'post',
      path: '/order-payments/{id}/reverse',
      summary: 'Take a payment back',
      description: `Adds the reversing row (the negative amount, booked today); never an edit. A paid order left short goes back to awaiting payment, its codes revoked and tickets void (409 \`TicketOrder.unpaid.claimed\` once someone else claimed one); a statement line so freed waits to be assigned again. 400 \`Payment.reverse.reversal\` for a reversing row, 409 \`Payment.reverse.cancelled\` on a cancelled order; one already taken back answers \`changed: false\`. No body. ${admins}`,
      parameters: [idParam('Payment')],
      schema: z.object({ changed: z.boolean(), orderId: z.number().int() }),
      schemaName: 'PaymentReversed',
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => {
        const { filter } = readFilter(c, paymentFilterSchema);
        return c.json({ data: await findOrderPayments(deps.db, { viewer: c.var.user, filter }) });
      })
      .post('/:id/reverse', async (c) =>
        c.json(await reverseOrderPayment(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')), mail: deps.mail })),
      ),
};

/** `GET /api/order-payments.csv`. */
export const orderPaymentsCsvResource: CustomResource = {
  kind: 'custom',
  path: '/order-payments.csv',
  title: 'Order payments',
  description: 'The payment ledger as a CSV file for the accountant.',
  operations: [
    {
      path: '/order-payments.csv',
      summary: 'Download the payments',
      description: `A CSV file for Czech Excel (UTF-8 with a BOM, semicolons, decimal commas, CRLF rows; text cells starting with = + - @ made inert) named \`payments.csv\`: booking day, order, symbol, amount in CZK, counter-account, message, source, the bank’s movement id, the reversed payment, who recorded it and when (event time zone). ${admins}`,
      parameters: [localeParam, ...paymentParams],
      responseContentType: 'text/csv',
      errors: [400, 401, 403],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().get('/', async (c) => {
      const { filter, locale } = readFilter(c, paymentFilterSchema);
      const rows = await findOrderPayments(deps.db, { viewer: c.var.user, filter });
      return c.body(paymentsCsv(rows, { locale, timezone: deps.config.timezone }), 200, csvHeaders('payments.csv'));
    }),
};

/** Refunds of cancelled orders (decision 076). */
export const refundsResource: CustomResource = {
  kind: 'custom',
  path: '/refunds',
  title: 'Refunds',
  description:
    'Money to send back for cancelled orders (decision 076): one per account it came from, to refund until the accountant marks it refunded.',
  operations: [
    {
      path: '/refunds',
      summary: 'Refunds',
      description: `Those to refund first, wrapped in \`data\`; amounts in haléře. ${admins}`,
      parameters: refundParams,
      schema: z.object({ data: z.array(refundSchema) }),
      schemaName: 'Refunds',
      errors: [400, 401, 403],
    },
    {
      method: 'post',
      path: '/refunds/{id}/refunded',
      summary: 'Mark a refund sent',
      description: `Optional body \`{refundedOn}\`: the Prague day the money left (today when left out; between the day the refund arose and today, else 400 \`Refund.refundedOn.range\`). Already refunded answers \`changed: false\`. ${admins}`,
      parameters: [idParam('Refund')],
      requestBody: markRefundedInput,
      schema: z.object({ data: refundSchema, changed: z.boolean() }),
      schemaName: 'RefundChange',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => {
        const { filter } = readFilter(c, refundFilterSchema);
        return c.json({ data: await findRefunds(deps.db, { viewer: c.var.user, filter }) });
      })
      .post('/:id/refunded', async (c) => {
        authorized(c.var.user, 'tickets.manage');
        const input = c.req.header('Content-Type') ? await jsonBody(c, markRefundedInput) : {};
        const id = parseId(c.req.param('id'));
        return c.json(await markRefundRefunded(deps.db, { viewer: c.var.user, id, refundedOn: input.refundedOn }));
      }),
};

/** `GET /api/refunds.csv`. */
export const refundsCsvResource: CustomResource = {
  kind: 'custom',
  path: '/refunds.csv',
  title: 'Refunds',
  description: 'The refunds as a CSV file for the accountant.',
  operations: [
    {
      path: '/refunds.csv',
      summary: 'Download the refunds',
      description: `A CSV file for Czech Excel (as the payments’) named \`refunds.csv\`: order, credit note, buyer, amount in CZK, account, state, the day it arose (event time zone) and the day it was refunded. ${admins}`,
      parameters: [localeParam, ...refundParams],
      responseContentType: 'text/csv',
      errors: [400, 401, 403],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().get('/', async (c) => {
      const { filter, locale } = readFilter(c, refundFilterSchema);
      const rows = await findRefunds(deps.db, { viewer: c.var.user, filter });
      return c.body(refundsCsv(rows, { locale, timezone: deps.config.timezone }), 200, csvHeaders('refunds.csv'));
    }),
};
