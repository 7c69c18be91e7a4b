import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { setHasTicket } from '../editions/current-edition';
import { AppError } from '../errors/app-error';
import { authorized } from '../authorization/authorize';
import { normalizeTicketCode, TICKET_CODE_MAX_LENGTH } from './ticket-code';

export const releaseTicketInput = z.strictObject({ code: z.string().max(TICKET_CODE_MAX_LENGTH) });

/**
 * An Admin frees a claimed ticket (a colleague left, a code was claimed by mistake): the code
 * can be claimed again, and the former holder's `hasTicket` is cleared in the same transaction
 * (an Admin grants it again when it should stay). Recorded in the audit log. A void ticket (its
 * order cancelled, decision 053) has nothing to free: 409 `Ticket.code.cancelled`, and the
 * flag of its former holder, who may hold a valid ticket by now, is left alone.
 */
export async function releaseTicket(
  db: Db,
  opts: { viewer: Viewer | null; code: string },
): Promise<{ code: string; released: boolean }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const code = normalizeTicketCode(opts.code);
  if (!code) throw new AppError('Ticket.code.invalid', { field: 'code' });
  return db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.code, code)).for('update');
    if (!ticket) throw new AppError('Ticket.code.invalid', { field: 'code' });
    if (ticket.voidedAt) throw new AppError('Ticket.code.cancelled', { field: 'code' });
    if (ticket.claimedAt === null && ticket.holderUserId === null) return { code, released: false };
    await tx.update(tickets).set({ holderUserId: null, claimedAt: null }).where(eq(tickets.id, ticket.id));
    if (ticket.holderUserId !== null) await setHasTicket(tx, ticket.holderUserId, false, ticket.editionId);
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'tickets',
      entityId: ticket.id,
      label: code,
      before: { holderUserId: ticket.holderUserId, claimedAt: ticket.claimedAt },
      after: { holderUserId: null, claimedAt: null },
    });
    return { code, released: true };
  });
}
