import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { tickets, users } from '../../db/schema';
import { currentEditionId, hasTicketNow, setHasTicket } from '../editions/current-edition';
import { AppError } from '../errors/app-error';
import { takeAttempt, type CountedAttempts } from '../rate-limit/limits';
import { violates } from './unique-violation';
import { normalizeTicketCode, TICKET_CODE_MAX_LENGTH } from './ticket-code';

export const claimTicketInput = z.strictObject({ code: z.string().max(TICKET_CODE_MAX_LENGTH) });

export const claimedTicketSchema = z.object({
  code: z.string().describe('The claimed ticket code, as issued'),
  claimedAt: z.string().describe('When it was claimed (ISO 8601)'),
  hasTicket: z.literal(true),
});

/**
 * A signed-in user claims a colleague's ticket by its code, once: the ticket must be unclaimed
 * and valid (a cancelled order's is void: 409 `Ticket.code.cancelled`, decision 053), and the user
 * must not have a ticket already. The claim is one conditional update, so of two users claiming
 * one code at once exactly one wins, and a cancel voiding the ticket meanwhile either waits for
 * it (and voids the claim) or makes it find the ticket void; the unique holder index keeps one
 * user from taking two codes at once. The user's `hasTicket` is set in the same transaction
 * (decision 032), for the current edition: a code of another edition is unknown (decision 146). Every attempt counts against the user's guesses.
 */
export async function claimTicket(
  db: Db,
  opts: { userId: number; code: string; guesses: CountedAttempts },
): Promise<z.infer<typeof claimedTicketSchema>> {
  await takeAttempt(opts.guesses.limiter, opts.guesses.key, { field: 'code' });
  const code = normalizeTicketCode(opts.code);
  if (!code) throw new AppError('Ticket.code.invalid', { field: 'code' });
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, opts.userId)).for('update');
      const [held] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.holderUserId, opts.userId), isNull(tickets.voidedAt), eq(tickets.editionId, currentEditionId)));
      if (!user || held || (await hasTicketNow(tx, opts.userId)))
        throw new AppError('Ticket.code.alreadyHeld', { field: 'code' });
      const claimedAt = new Date();
      const [claimed] = await tx
        .update(tickets)
        .set({ holderUserId: opts.userId, claimedAt })
        .where(
          and(
            eq(tickets.code, code),
            eq(tickets.editionId, currentEditionId),
            isNull(tickets.holderUserId),
            isNull(tickets.claimedAt),
            isNull(tickets.voidedAt),
          ),
        )
        .returning({ code: tickets.code });
      if (!claimed) {
        // A code of another edition is as unknown as a made-up one (decision 146).
        const [exists] = await tx
          .select({ voidedAt: tickets.voidedAt })
          .from(tickets)
          .where(and(eq(tickets.code, code), eq(tickets.editionId, currentEditionId)));
        if (!exists) throw new AppError('Ticket.code.invalid', { field: 'code' });
        throw new AppError(exists.voidedAt ? 'Ticket.code.cancelled' : 'Ticket.code.claimed', { field: 'code' });
      }
      await setHasTicket(tx, opts.userId, true);
      return { code: claimed.code, claimedAt: claimedAt.toISOString(), hasTicket: true as const };
    });
  } catch (error) {
    if (violates(error, 'tickets_edition_holder_uq')) throw new AppError('Ticket.code.alreadyHeld', { field: 'code' });
    throw error;
  }
}
