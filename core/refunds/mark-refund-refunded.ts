import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orderRefunds, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { issueDateOf } from '../tickets/order-dates';
import { authorized } from '../authorization/authorize';
import { newestCreditNote, serializeRefund, type Refund } from './find-refunds';

/** The body of `POST /refunds/{id}/refunded`: the Prague day the money left, today when left out. */
export const markRefundedInput = z
  .object({
    refundedOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe('The Prague day the money was sent back, 2021-10-20; today when left out'),
  })
  .strict();

/**
 * The accountant sent a refund (Admins, decision 076), under the refund's row lock: `toRefund`
 * becomes `refunded` on the given day (between the day it arose and today, else 400
 * `Refund.refundedOn.range`), with who said so; one already refunded is answered as it is.
 */
export async function markRefundRefunded(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; id: number; refundedOn?: string | undefined; now?: Date },
): Promise<{ data: Refund; changed: boolean }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, opts.id)).for('update');
    if (!refund) throw notFound('Refund');
    const [{ order, creditNote } = { order: undefined, creditNote: null }] = await tx
      .select({ order: ticketOrders, creditNote: newestCreditNote })
      .from(ticketOrders)
      .where(eq(ticketOrders.id, refund.orderId));
    if (refund.state === 'refunded') return { data: serializeRefund(refund, order!, creditNote), changed: false };
    const today = issueDateOf(now);
    const day = opts.refundedOn ?? today;
    const from = issueDateOf(refund.created_at);
    if (day < from || day > today || Number.isNaN(Date.parse(day))) {
      throw new AppError('Refund.refundedOn.range', { field: 'refundedOn', params: { from, to: today } });
    }
    const [done] = await tx
      .update(orderRefunds)
      .set({
        state: 'refunded',
        refundedOn: day,
        refundedById: viewer.id,
        refundedByName: viewer.username ?? null,
        updated_at: now,
      })
      .where(eq(orderRefunds.id, refund.id))
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'ticket-orders',
      entityId: order!.id,
      label: order!.number,
      before: { refund: refund.id, refundState: refund.state, refundedOn: null },
      after: { refund: refund.id, refundState: done!.state, refundedOn: done!.refundedOn },
    });
    return { data: serializeRefund(done!, order!, creditNote), changed: true };
  });
}
