import type { OrderStatus, PaymentState } from '../../db/schema';

/** Where an order's money stands, with the figures each state is shown with (haléře). */
export type OrderPayment = {
  state: PaymentState;
  /** The order's total with VAT. */
  dueMinor: number;
  /** The sum of its payment ledger. */
  paidMinor: number;
  /** What is still to pay while partly paid (or awaiting); 0 otherwise. */
  missingMinor: number;
  /** What came in above the total; 0 unless overpaid. */
  surplusMinor: number;
};

/**
 * An order's payment state from the sum of its ledger (decision 075), the one computation for the
 * admin screens, the buyer's order page and the list's stored `paymentState`: a cancelled order is
 * `cancelled` (its money is a refund's business, decision 076); otherwise nothing in is `awaiting`,
 * less than the total `partlyPaid`, the total `paid`, more `overpaid`. A free order is paid.
 */
export function orderPaymentState(order: { status: OrderStatus; totalWithVat: number }, ledgerSumMinor: number): OrderPayment {
  const dueMinor = order.totalWithVat * 100;
  const paidMinor = ledgerSumMinor;
  const missingMinor = order.status === 'cancelled' ? 0 : Math.max(0, dueMinor - paidMinor);
  const surplusMinor = order.status === 'cancelled' ? 0 : Math.max(0, paidMinor - dueMinor);
  const state: PaymentState =
    order.status === 'cancelled'
      ? 'cancelled'
      : paidMinor > dueMinor
        ? 'overpaid'
        : paidMinor === dueMinor && (dueMinor > 0 || order.status === 'paid')
          ? 'paid'
          : paidMinor > 0
            ? 'partlyPaid'
            : 'awaiting';
  return { state, dueMinor, paidMinor, missingMinor, surplusMinor };
}

/**
 * Where an order stands as the buyer's screens say it (the order page, the Me page), in whole
 * currency units: `missing` is what is still to pay (0 when nothing is), `received` what the
 * ledger holds. Read from the order's stored ledger sum through `orderPaymentState`.
 */
export type BuyerPayment = {
  kind: PaymentState;
  total: number;
  received: number;
  missing: number;
};

/** The buyer's view of an order's money (decision 080 over the ledger of decision 075). */
export function buyerPayment(order: { status: OrderStatus; totalWithVat: number; paidMinor: number }): BuyerPayment {
  const payment = orderPaymentState(order, order.paidMinor);
  return {
    kind: payment.state,
    total: order.totalWithVat,
    received: payment.paidMinor / 100,
    missing: payment.missingMinor / 100,
  };
}

/** Whether the buyer still has something to pay: the page shows how to pay, the Me page puts the order first. */
export const awaitsPayment = (payment: BuyerPayment) => payment.missing > 0 && payment.kind !== 'cancelled';
