import type { Tx } from '../../db/client';
import { orderRefunds, type ticketOrders } from '../../db/schema';

type OrderRow = typeof ticketOrders.$inferSelect;

/** Money an order's payments brought from one account. */
export type RefundDue = { amountMinor: number; counterAccount: string };

/**
 * Writes the refunds to do for a cancelled order's money (decision 076), in the caller's
 * transaction: one `toRefund` row per account the money came from, so the accountant sends each
 * sum back where it came from. Sums of zero or less make none.
 */
export async function createRefunds(tx: Tx, order: OrderRow, due: RefundDue[]) {
  const rows = due.filter((d) => d.amountMinor > 0);
  if (!rows.length) return [];
  return tx
    .insert(orderRefunds)
    .values(
      rows.map((d) => ({
        orderId: order.id,
        amountMinor: d.amountMinor,
        currency: order.currency,
        counterAccount: d.counterAccount,
      })),
    )
    .returning();
}

/** What an order's live payments brought, summed per account they came from, in the order they came. */
export function refundsDue(payments: { amountMinor: number; counterAccount: string }[]): RefundDue[] {
  const byAccount = new Map<string, number>();
  for (const p of payments) byAccount.set(p.counterAccount, (byAccount.get(p.counterAccount) ?? 0) + p.amountMinor);
  return [...byAccount].map(([counterAccount, amountMinor]) => ({ counterAccount, amountMinor }));
}
