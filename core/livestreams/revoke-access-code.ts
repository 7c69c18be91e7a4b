import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { notFound } from '../errors/app-error';
import { auditedCode, type ApiAccessCode } from './access-code-query';
import { readAccessCode } from './get-access-code';
import { authorized } from '../authorization/authorize';
import { assertEditionEditable } from '../editions/edited-edition';

type Writer = Viewer & { username?: string };

/**
 * Revokes a code for good (Admins): from now on it opens nothing, also in the browsers that
 * remembered it, since their pass cookie names the code and its rights are read again on every
 * request (decision 029). Revoking a revoked code changes nothing (`changed: false`, no audit
 * entry); the first revoke time stays. Under the code's row lock, so two Admins record one revoke.
 */
export async function revokeAccessCode(
  db: Db,
  opts: { viewer: Writer | null; id: number; now?: Date },
): Promise<{ data: ApiAccessCode; changed: boolean }> {
  const viewer = authorized(opts.viewer, 'accessCodes.manage');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(accessCodes).where(eq(accessCodes.id, opts.id)).for('update');
    if (!current) throw notFound('Access code');
    await assertEditionEditable(tx, current.editionId);
    if (current.revokedAt) return { data: await readAccessCode(tx, current.id), changed: false };
    const [row] = await tx
      .update(accessCodes)
      .set({ revokedAt: opts.now ?? new Date() })
      .where(eq(accessCodes.id, current.id))
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'access-codes',
      entityId: current.id,
      label: current.label,
      before: auditedCode(current),
      after: auditedCode(row!),
    });
    return { data: await readAccessCode(tx, current.id), changed: true };
  });
}
