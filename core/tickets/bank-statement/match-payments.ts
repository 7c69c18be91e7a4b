import { normalizeSymbol, type StatementPayment } from './statement-payment';

/** An order as matching sees it: its symbol, what it costs and what already came in for it. */
export type PayableOrder = {
  id: number;
  number: string;
  variableSymbol: string;
  /** Total with VAT in whole CZK. */
  totalWithVat: number;
  status: 'awaiting' | 'paid' | 'cancelled';
  /** Haléře received for it from earlier statements. */
  receivedMinor: number;
};

export type MatchOutcome =
  /** Paid in full by this statement (exactly, or with an overpayment to refund). */
  | { kind: 'paid'; payment: StatementPayment; order: PayableOrder; overpaidMinor: number }
  /** Money came in but not enough yet: the order waits for the rest. */
  | { kind: 'partial'; payment: StatementPayment; order: PayableOrder; missingMinor: number }
  /** The order was paid or cancelled before: money to look at (a second payment, a refund). */
  | { kind: 'notAwaiting'; payment: StatementPayment; order: PayableOrder }
  /** No order has this symbol, or the payment is not in CZK. */
  | { kind: 'unmatched'; payment: StatementPayment }
  /** Read from an earlier statement already: changes nothing. */
  | { kind: 'alreadyRecorded'; payment: StatementPayment };

/**
 * Pairs a statement's incoming payments with orders by variable symbol and amount. Outgoing
 * movements are left out. Several payments for one order add up, in statement order; the
 * payment that completes it marks it paid. A movement already recorded (by the bank's id) is
 * reported and changes nothing, so reading the same statement twice is harmless.
 */
export function matchPayments(
  payments: StatementPayment[],
  orders: PayableOrder[],
  recorded: ReadonlySet<string>,
): MatchOutcome[] {
  const bySymbol = new Map(orders.map((o) => [normalizeSymbol(o.variableSymbol), { ...o }]));
  const seen = new Set(recorded);
  const outcomes: MatchOutcome[] = [];
  for (const payment of payments) {
    if (payment.amountMinor <= 0) continue;
    if (seen.has(payment.bankId)) {
      outcomes.push({ kind: 'alreadyRecorded', payment });
      continue;
    }
    seen.add(payment.bankId);
    const order = payment.currency === 'CZK' && payment.variableSymbol ? bySymbol.get(payment.variableSymbol) : undefined;
    if (!order) {
      outcomes.push({ kind: 'unmatched', payment });
      continue;
    }
    if (order.status !== 'awaiting') {
      outcomes.push({ kind: 'notAwaiting', payment, order: { ...order } });
      continue;
    }
    order.receivedMinor += payment.amountMinor;
    const due = order.totalWithVat * 100;
    if (order.receivedMinor >= due) {
      outcomes.push({ kind: 'paid', payment, order: { ...order }, overpaidMinor: order.receivedMinor - due });
      order.status = 'paid';
    } else {
      outcomes.push({ kind: 'partial', payment, order: { ...order }, missingMinor: due - order.receivedMinor });
    }
  }
  return outcomes;
}
