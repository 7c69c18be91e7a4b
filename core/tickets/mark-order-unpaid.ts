import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { lockTicketOrder } from './lock-ticket-order';
import { serializeAdminOrder, type AdminTicketOrder } from './order-admin-query';
import { requireTicketManager } from './require-ticket-manager';
import { revokeOrderAccessCodes } from './revoke-order-access-codes';
import { voidOrderTickets } from './void-order-tickets';

/**
 * Takes back a mistaken "paid" (Admins, decision 074), under the order's row lock: a paid order
 * with no credit note goes back to awaiting payment, its access codes are revoked and its tickets
 * void, so marking it paid again issues new ones. Refused (409) once anyone but the buyer's own
 * account claimed one of its tickets (`TicketOrder.unpaid.claimed`: release them first, or cancel
 * the order), and for an order not paid (`TicketOrder.unpaid.notPaid`); one already awaiting is
 * answered as it is (`changed: false`).
 */
export async function markOrderUnpaid(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; id: number; now?: Date },
): Promise<{ data: AdminTicketOrder; changed: boolean }> {
  const viewer = requireTicketManager(opts.viewer);
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockTicketOrder(tx, opts.id);
    if (order.status === 'awaiting') return { data: serializeAdminOrder(order), changed: false };
    if (order.status !== 'paid' || order.creditNoteNumber) {
      throw new AppError('TicketOrder.unpaid.notPaid', { params: { number: order.number } });
    }
    // Claims take the ticket's row lock; the order's lock keeps new tickets from being issued meanwhile.
    const claimed = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.orderId, order.id),
          isNull(tickets.voidedAt),
          isNotNull(tickets.holderUserId),
          order.userId === null ? undefined : ne(tickets.holderUserId, order.userId),
        ),
      )
      .for('update');
    if (claimed.length) {
      throw new AppError('TicketOrder.unpaid.claimed', { params: { number: order.number, count: claimed.length } });
    }
    const revoked = await revokeOrderAccessCodes(tx, order.id, now);
    const voided = await voidOrderTickets(tx, order.id, now);
    const [awaiting] = await tx
      .update(ticketOrders)
      .set({ status: 'awaiting', paidAt: null, updated_at: now })
      .where(eq(ticketOrders.id, order.id))
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'ticket-orders',
      entityId: order.id,
      label: order.number,
      before: { status: order.status, paidAt: order.paidAt, revokedAccessCodes: [], voidedTickets: 0 },
      after: {
        status: awaiting!.status,
        paidAt: awaiting!.paidAt,
        revokedAccessCodes: revoked,
        voidedTickets: voided.voided,
      },
    });
    return { data: serializeAdminOrder(awaiting!), changed: true };
  });
}
