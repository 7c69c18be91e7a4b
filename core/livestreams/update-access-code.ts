import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { futureEnd, hasRight, rightsAfter, type AccessCodeUpdateInput } from './access-code-input';
import { auditedCode, type ApiAccessCode } from './access-code-query';
import { readAccessCode } from './get-access-code';
import { authorized } from '../authorization/authorize';
import { assertEditionEditable } from '../editions/edited-edition';

type Writer = Viewer & { username?: string };

/**
 * Changes a code's label, rights or validity (Admins); an unknown id is 404. The code must keep
 * a right (400 `AccessCode.rights`); a new validity end must lie ahead (an unchanged past one
 * may stay, so an expired code can still be relabelled). The passphrase never changes: a new
 * one is a new code, and a cancelled order's code is read-only (409 `AccessCode.orderCancelled`). Browsers that remembered the code get the new rights on their next request.
 */
export async function updateAccessCode(
  db: Db,
  opts: { viewer: Writer | null; id: number; input: AccessCodeUpdateInput; now?: Date },
): Promise<ApiAccessCode> {
  const viewer = authorized(opts.viewer, 'accessCodes.manage');
  const { input } = opts;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(accessCodes).where(eq(accessCodes.id, opts.id)).for('update');
    if (!current) throw notFound('Access code');
    await assertEditionEditable(tx, current.editionId);
    // A cancelled order's code stays as the cancel left it (revoked), for the record.
    const [order] = current.orderId
      ? await tx.select({ status: ticketOrders.status }).from(ticketOrders).where(eq(ticketOrders.id, current.orderId))
      : [];
    if (order?.status === 'cancelled') throw new AppError('AccessCode.orderCancelled');
    if (!hasRight(rightsAfter(current, input))) throw new AppError('AccessCode.rights', { field: 'rights' });
    const set: Partial<typeof accessCodes.$inferInsert> = {};
    if (input.label !== undefined) set.label = input.label;
    if (input.conference !== undefined) set.conference = input.conference;
    if (input.seminars !== undefined) set.seminars = input.seminars;
    if (input.validUntil !== undefined && !sameInstant(input.validUntil, current.validUntil))
      set.validUntil = futureEnd(input.validUntil, opts.now ?? new Date());
    const [row] = Object.keys(set).length
      ? await tx.update(accessCodes).set(set).where(eq(accessCodes.id, current.id)).returning()
      : [current];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'access-codes',
      entityId: current.id,
      label: row!.label,
      before: auditedCode(current),
      after: auditedCode(row!),
    });
    return readAccessCode(tx, current.id);
  });
}

const sameInstant = (sent: string | null, stored: Date | null) =>
  sent === null ? stored === null : stored !== null && Date.parse(sent) === stored.getTime();
