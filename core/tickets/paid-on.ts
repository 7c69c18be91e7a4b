import { z } from 'zod';
import { localInstant } from '../programme/conference-timeline';
import { AppError } from '../errors/app-error';
import { INVOICE_TIMEZONE, issueDateOf } from './order-dates';

/** The body of `POST /ticket-orders/{id}/paid`: the Prague day the money arrived, today when left out. */
export const markPaidInput = z
  .object({
    paidOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe('The Prague day the payment arrived, 2021-10-11; today when left out'),
  })
  .strict();

/**
 * When an order counts as paid: now for today, else noon (Prague) of the given day. The day lies
 * between the order's date of issue and today: money cannot arrive before the invoice or in the
 * future (400 `TicketOrder.paidOn.range` on the field).
 */
export function paidAtFor(paidOn: string | undefined, order: { issuedOn: string }, now: Date): Date {
  const today = issueDateOf(now);
  if (paidOn === undefined || paidOn === today) return now;
  if (paidOn < order.issuedOn || paidOn > today || Number.isNaN(Date.parse(paidOn))) {
    throw new AppError('TicketOrder.paidOn.range', { field: 'paidOn', params: { from: order.issuedOn, to: today } });
  }
  return localInstant(paidOn, '12:00', INVOICE_TIMEZONE);
}
