import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { auditedCode } from './access-code-query';
import { authorized } from '../authorization/authorize';
import { assertEditionEditable } from '../editions/edited-edition';

type Writer = Viewer & { username?: string };

/**
 * Deletes a code made by mistake (Admins): only one no browser ever used and no order issued.
 * A used code is 409 `AccessCode.used` and an order's 409 `AccessCode.ordered` (with its
 * number): their record tells who watched with what, so they are revoked instead. The row lock
 * makes a check arriving meanwhile wait, and then find no code.
 */
export async function deleteAccessCode(
  db: Db,
  opts: { viewer: Writer | null; id: number },
): Promise<{ id: number; label: string }> {
  const viewer = authorized(opts.viewer, 'accessCodes.manage');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(accessCodes).where(eq(accessCodes.id, opts.id)).for('update');
    if (!current) throw notFound('Access code');
    await assertEditionEditable(tx, current.editionId);
    if (current.orderId !== null) {
      const [order] = await tx
        .select({ number: ticketOrders.number })
        .from(ticketOrders)
        .where(eq(ticketOrders.id, current.orderId));
      throw new AppError('AccessCode.ordered', { params: { number: order?.number ?? String(current.orderId) } });
    }
    if (current.lastUsedAt !== null) throw new AppError('AccessCode.used');
    await tx.delete(accessCodes).where(eq(accessCodes.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'access-codes',
      entityId: current.id,
      label: current.label,
      before: auditedCode(current),
    });
    return { id: current.id, label: current.label };
  });
}
