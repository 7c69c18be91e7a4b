import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bankPayments, orderPayments, PAYMENT_SOURCES, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { iso, instantSchema } from '../serialize/instant';
import { authorized } from '../authorization/authorize';

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  number: z.string().describe('The order’s invoice number'),
  amountMinor: z.number().int().describe('Haléře; negative for a reversal'),
  currency: z.string(),
  bookedOn: z.iso.date().describe('The bank’s booking day, or the day an Admin gave'),
  counterAccount: z.string(),
  variableSymbol: z.string(),
  message: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  bankId: z.string().nullable().describe('The bank’s id of the statement line, for statement payments'),
  reversesId: z.number().int().nullable().describe('The payment this row takes back'),
  reversedById: z.number().int().nullable().describe('The row that took this payment back'),
  recordedBy: z.string().nullable().describe('The Admin who recorded it, as named then'),
  created_at: instantSchema.describe('When it was recorded'),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** Filters of the payments list and its CSV: one order, or booking days from and to (inclusive). */
export const paymentFilterSchema = z
  .object({
    orderId: z.coerce.number().int().min(1).optional(),
    bookedOn_gte: z.iso.date().optional(),
    bookedOn_lte: z.iso.date().optional(),
  })
  .strict();
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

const reversal = alias(orderPayments, 'reversal');

/** The payment ledger (Admins, decision 075): every row with its order, booking day first, as recorded. */
export async function findOrderPayments(
  db: Db,
  opts: { viewer: Viewer | null; filter?: PaymentFilter },
): Promise<AdminPayment[]> {
  authorized(opts.viewer, 'tickets.manage');
  const f = opts.filter ?? {};
  const where: (SQL | undefined)[] = [
    f.orderId === undefined ? undefined : eq(orderPayments.orderId, f.orderId),
    f.bookedOn_gte === undefined ? undefined : gte(orderPayments.bookedOn, f.bookedOn_gte),
    f.bookedOn_lte === undefined ? undefined : lte(orderPayments.bookedOn, f.bookedOn_lte),
  ];
  const rows = await db
    .select({
      row: orderPayments,
      number: ticketOrders.number,
      bankId: bankPayments.bankId,
      reversedById: reversal.id,
    })
    .from(orderPayments)
    .innerJoin(ticketOrders, eq(ticketOrders.id, orderPayments.orderId))
    .leftJoin(bankPayments, eq(bankPayments.id, orderPayments.bankPaymentId))
    .leftJoin(reversal, eq(reversal.reversesId, orderPayments.id))
    .where(and(...where))
    .orderBy(asc(orderPayments.bookedOn), asc(orderPayments.id));
  return rows.map(({ row, number, bankId, reversedById }) => ({
    id: row.id,
    orderId: row.orderId,
    number,
    amountMinor: row.amountMinor,
    currency: row.currency,
    bookedOn: row.bookedOn,
    counterAccount: row.counterAccount,
    variableSymbol: row.variableSymbol,
    message: row.message,
    source: row.source,
    bankId,
    reversesId: row.reversesId,
    reversedById,
    recordedBy: row.recordedByName,
    created_at: iso(row.created_at),
  }));
}
