import type { ticketOrders } from '../../db/schema';

/**
 * Where an order stands with its money, as every buyer-facing screen says it. `missing` is what
 * is still to pay (0 when nothing is); `received` what has arrived, null while the order does not
 * know it (a paid order's sum is its total). A payment ledger adds partly paid and overpaid
 * states here, with their amounts, and the screens follow.
 */
export type PaymentState = {
  kind: 'awaiting' | 'partlyPaid' | 'paid' | 'overpaid' | 'cancelled';
  total: number;
  received: number | null;
  missing: number;
};

/** The payment state of an order: the one place buyer screens read it from (the order page, the Me page). */
export function orderPaymentState(order: Pick<typeof ticketOrders.$inferSelect, 'status' | 'totalWithVat'>): PaymentState {
  const total = order.totalWithVat;
  if (order.status === 'cancelled') return { kind: 'cancelled', total, received: null, missing: 0 };
  if (order.status === 'paid') return { kind: 'paid', total, received: total, missing: 0 };
  return { kind: 'awaiting', total, received: 0, missing: total };
}

/** Whether the buyer still has something to pay: the page shows how to pay, the Me page puts the order first. */
export const awaitsPayment = (state: PaymentState) => state.missing > 0 && state.kind !== 'cancelled';
