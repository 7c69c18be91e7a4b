import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketWaitlist } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { getTicketSalesState } from './get-ticket-sales-state';
import type { WaitlistInput } from './waitlist-input';
import { currentEditionId } from '../editions/current-edition';

/**
 * Puts a person on the ticket waiting list (decision 082), only while tickets are sold out by the
 * programme clock's sales state (409 `TicketWaitlist.notSoldOut` otherwise). Signing up again
 * with the same e-mail (any case) changes the count and language of the one entry.
 */
export async function joinTicketWaitlist(
  db: Db,
  opts: { input: WaitlistInput; programmeNow: Date; now?: Date },
): Promise<{ email: string; amount: number }> {
  const sales = await getTicketSalesState(db, opts.programmeNow);
  if (sales.phase !== 'soldOut') throw new AppError('TicketWaitlist.notSoldOut');
  const now = opts.now ?? new Date();
  const { email, amount, locale } = opts.input;
  const added = await db
    .insert(ticketWaitlist)
    .values({ email, amount, locale, consentedAt: now, created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning({ id: ticketWaitlist.id });
  // The unique index on lower(email) kept out a second entry: the first takes the new wishes.
  if (!added.length)
    await db
      .update(ticketWaitlist)
      .set({ amount, locale, consentedAt: now, updated_at: now })
      .where(and(eq(ticketWaitlist.editionId, currentEditionId), eq(sql`lower(${ticketWaitlist.email})`, email.toLowerCase())));
  return { email, amount };
}
