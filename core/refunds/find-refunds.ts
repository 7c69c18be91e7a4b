import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orderRefunds, REFUND_STATES, ticketOrderDocuments, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { iso, instantSchema } from '../serialize/instant';
import { authorized } from '../authorization/authorize';

export const refundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  number: z.string().describe('The order’s invoice number'),
  creditNoteNumber: z.string().nullable(),
  name: z.string().describe('The buyer'),
  email: z.string(),
  amountMinor: z.number().int().describe('Haléře to send back'),
  currency: z.string(),
  counterAccount: z.string().describe('Where the money came from; empty when the payment named none'),
  variableSymbol: z.string(),
  state: z.enum(REFUND_STATES),
  refundedOn: z.iso.date().nullable(),
  refundedBy: z.string().nullable().describe('Who marked it refunded, as named then'),
  created_at: instantSchema.describe('When it arose (the cancel, or money for a cancelled order)'),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundFilterSchema = z
  .object({
    state: z.enum(REFUND_STATES).optional(),
    orderId: z.coerce.number().int().min(1).optional(),
  })
  .strict();
export type RefundFilter = z.infer<typeof refundFilterSchema>;

/** The refunds (Admins, decision 076): those to do first, oldest first; the refunded after, newest first. */
export async function findRefunds(db: Db, opts: { viewer: Viewer | null; filter?: RefundFilter }): Promise<Refund[]> {
  authorized(opts.viewer, 'tickets.manage');
  const f = opts.filter ?? {};
  const where: (SQL | undefined)[] = [
    f.state === undefined ? undefined : eq(orderRefunds.state, f.state),
    f.orderId === undefined ? undefined : eq(orderRefunds.orderId, f.orderId),
  ];
  const rows = await db
    .select({ refund: orderRefunds, order: ticketOrders, creditNote: newestCreditNote })
    .from(orderRefunds)
    .innerJoin(ticketOrders, eq(ticketOrders.id, orderRefunds.orderId))
    .where(and(...where))
    .orderBy(desc(orderRefunds.state), desc(orderRefunds.refundedOn), asc(orderRefunds.id));
  return rows.map(({ refund, order, creditNote }) => serializeRefund(refund, order, creditNote));
}

/** The newest credit note of the selected order (decision 078), null when it has none. */
export const newestCreditNote = sql<
  string | null
>`(select ${ticketOrderDocuments.number} from ${ticketOrderDocuments} where ${ticketOrderDocuments.orderId} = ${ticketOrders.id} and ${ticketOrderDocuments.kind} = 'creditNote' order by ${ticketOrderDocuments.id} desc limit 1)`;

export function serializeRefund(
  refund: typeof orderRefunds.$inferSelect,
  order: typeof ticketOrders.$inferSelect,
  creditNoteNumber: string | null,
): Refund {
  return {
    id: refund.id,
    orderId: order.id,
    number: order.number,
    creditNoteNumber,
    name: order.invoiceName ?? order.name,
    email: order.email,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    counterAccount: refund.counterAccount,
    variableSymbol: order.variableSymbol,
    state: refund.state,
    refundedOn: refund.refundedOn,
    refundedBy: refund.refundedByName,
    created_at: iso(refund.created_at),
  };
}
