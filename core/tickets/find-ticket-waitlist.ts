import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, ticketWaitlist } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { eq } from 'drizzle-orm';
import { authorized } from '../authorization/authorize';
import { offerState } from './ticket-offer';
import { editionIdSql, type EditionRef } from '../editions/current-edition';

export type WaitlistEntryState = 'waiting' | 'offered' | 'expired' | 'ordered';

export type WaitlistEntry = {
  id: number;
  email: string;
  amount: number;
  locale: 'cs' | 'en';
  created_at: Date;
  state: WaitlistEntryState;
  offerExpiresAt: Date | null;
  /** The order placed with the offer, while it exists. */
  orderNumber: string | null;
};

/** An edition's ticket waiting list for Admins (the current one unless named, decision 178), first come first: each entry waiting, offered, its offer expired, or ordered. */
export async function findTicketWaitlist(
  db: Db,
  opts: { viewer: Viewer | null; now?: Date; edition?: EditionRef },
): Promise<WaitlistEntry[]> {
  authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  const rows = await db
    .select({ entry: ticketWaitlist, orderNumber: ticketOrders.number })
    .from(ticketWaitlist)
    .leftJoin(ticketOrders, eq(ticketOrders.id, ticketWaitlist.orderId))
    .where(eq(ticketWaitlist.editionId, editionIdSql(opts.edition ?? 'current')))
    .orderBy(asc(ticketWaitlist.created_at), asc(ticketWaitlist.id));
  return rows.map(({ entry, orderNumber }) => ({
    id: entry.id,
    email: entry.email,
    amount: entry.amount,
    locale: entry.locale === 'en' ? 'en' : 'cs',
    created_at: entry.created_at,
    state:
      entry.offerHash === null
        ? 'waiting'
        : ({ valid: 'offered', expired: 'expired', used: 'ordered' } as const)[offerState(entry, now)],
    offerExpiresAt: entry.offerExpiresAt,
    orderNumber,
  }));
}
