import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderPayments, ticketOrders, type bankPayments, type PaymentSource } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { MailSettings } from '../mailer/mail-settings';
import { createRefunds } from '../refunds/create-refunds';
import { orderPaymentState } from '../tickets/payment-state';
import { settleOrder } from '../tickets/settle-order';
import { unsettleOrder } from './unsettle-order';

type OrderRow = typeof ticketOrders.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;

/** Who records a payment: the Admin, named as they are now (the account may change later). */
export type PaymentActor = { id: number; username?: string | null };

export type NewPayment = {
  amountMinor: number;
  currency?: string;
  bookedOn: string;
  counterAccount?: string;
  variableSymbol?: string;
  message?: string;
  source: PaymentSource;
  bankPaymentId?: number | null;
  reversesId?: number | null;
};

/**
 * Adds one row to a locked order's payment ledger and moves the order on (decision 075), in the
 * caller's transaction under the order's row lock, so the sum is exact whatever runs at once:
 * the order's `paidMinor` and `paymentState` follow the new sum; an awaiting order whose sum
 * reaches the total is settled (settleOrder, once: codes, tickets, mail) on this row's booking
 * day; a paid order a reversal leaves short goes back to awaiting (unsettleOrder); money that
 * arrives for a cancelled order becomes a refund to do (decision 076).
 */
/** The ledger entry of a statement line (the bank's booking day, never the upload day): one shape for the import and for a line assigned later. */
export const statementLinePayment = (line: typeof bankPayments.$inferSelect): NewPayment => ({
  amountMinor: line.amountMinor,
  currency: line.currency,
  bookedOn: line.date,
  counterAccount: line.counterAccount,
  variableSymbol: line.variableSymbol,
  message: line.message,
  source: 'statement',
  bankPaymentId: line.id,
});

export async function recordOrderPayment(
  tx: Tx,
  order: OrderRow,
  payment: NewPayment,
  opts: { actor: PaymentActor; mail: MailSettings; now: Date },
): Promise<{ order: OrderRow; payment: PaymentRow; settled: boolean }> {
  const [row] = await tx
    .insert(orderPayments)
    .values({
      orderId: order.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency ?? 'CZK',
      bookedOn: payment.bookedOn,
      counterAccount: payment.counterAccount ?? '',
      variableSymbol: payment.variableSymbol ?? '',
      message: payment.message ?? '',
      source: payment.source,
      bankPaymentId: payment.bankPaymentId ?? null,
      reversesId: payment.reversesId ?? null,
      recordedById: opts.actor.id,
      recordedByName: opts.actor.username ?? null,
      created_at: opts.now,
    })
    .returning();
  const sum = order.paidMinor + payment.amountMinor;
  let current = order;
  let settled = false;
  let taken: Record<string, unknown> = {};
  if (order.status === 'awaiting' && sum >= order.totalWithVat * 100) {
    current = await settleOrder(tx, order, { actor: opts.actor, mail: opts.mail, now: opts.now, paidOn: payment.bookedOn });
    settled = true;
  } else if (order.status === 'paid' && sum < order.totalWithVat * 100) {
    const back = await unsettleOrder(tx, order, opts.now, opts.mail);
    current = back.order;
    taken = {
      paidAt: null,
      revokedAccessCodes: back.revokedAccessCodes,
      voidedTickets: back.voidedTickets,
      creditNote: back.creditNote,
    };
  } else if (order.status === 'cancelled' && payment.amountMinor > 0) {
    await createRefunds(tx, order, [{ amountMinor: payment.amountMinor, counterAccount: row!.counterAccount }]);
  }
  const { state } = orderPaymentState(current, sum);
  const [updated] = await tx
    .update(ticketOrders)
    .set({ paidMinor: sum, paymentState: state, updated_at: opts.now })
    .where(eq(ticketOrders.id, order.id))
    .returning();
  // settleOrder audits the order becoming paid; the ledger row is the payment's own record.
  if (!settled) {
    await recordAudit(tx, {
      actor: opts.actor,
      action: 'update',
      entity: 'ticket-orders',
      entityId: order.id,
      label: order.number,
      before: {
        status: order.status,
        paidMinor: order.paidMinor,
        paymentState: order.paymentState,
        ...(taken.paidAt === null ? { paidAt: order.paidAt, revokedAccessCodes: [], voidedTickets: 0, creditNote: null } : {}),
      },
      after: {
        status: updated!.status,
        paidMinor: updated!.paidMinor,
        paymentState: updated!.paymentState,
        payment: row!.id,
        ...taken,
      },
    });
  }
  return { order: updated!, payment: row!, settled };
}
