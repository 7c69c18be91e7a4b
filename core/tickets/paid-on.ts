import { z } from 'zod';
import { localInstant } from '../programme/conference-timeline';
import { AppError } from '../errors/app-error';
import { INVOICE_TIMEZONE, issueDateOf } from './order-dates';

/** The largest payment an Admin may enter: ten million crowns, far above any order. */
export const MAX_PAYMENT_MINOR = 1_000_000_000;

/**
 * The body of `POST /ticket-orders/{id}/paid`, a payment entered by hand (decision 075): the
 * Prague day the money arrived (today when left out), the amount in haléře (what is missing when
 * left out), and where it came from.
 */
export const markPaidInput = z
  .object({
    paidOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe('The Prague day the payment arrived, 2021-10-11; today when left out'),
    amountMinor: z
      .number()
      .int()
      .min(1)
      .max(MAX_PAYMENT_MINOR)
      .optional()
      .describe('Haléře received; what the order still misses when left out'),
    counterAccount: z.string().trim().max(60).optional().describe('The account the money came from, 123456789/0800'),
    message: z.string().trim().max(200).optional().describe('A note: the payer’s message, a receipt number'),
  })
  .strict();
export type MarkPaidInput = z.infer<typeof markPaidInput>;

/** When an order paid on a Prague day counts as paid: now for today, else noon (Prague) of that day. */
export function paidAtOf(paidOn: string, now: Date): Date {
  return paidOn === issueDateOf(now) ? now : localInstant(paidOn, '12:00', INVOICE_TIMEZONE);
}

/**
 * The day an Admin says money arrived, today when left out. It lies between the order's date of
 * issue and today: money cannot arrive before the invoice or in the future (400
 * `TicketOrder.paidOn.range` on the field).
 */
export function paidOnFor(paidOn: string | undefined, order: { issuedOn: string }, now: Date): string {
  const today = issueDateOf(now);
  if (paidOn === undefined || paidOn === today) return today;
  if (paidOn < order.issuedOn || paidOn > today || Number.isNaN(Date.parse(paidOn))) {
    throw new AppError('TicketOrder.paidOn.range', { field: 'paidOn', params: { from: order.issuedOn, to: today } });
  }
  return paidOn;
}
