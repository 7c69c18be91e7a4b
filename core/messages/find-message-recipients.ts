import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventJoins, eventWaitlist, ticketOrders, tickets, users } from '../../db/schema';
import type { MessageAudience } from './message-audiences';
import type { Locale } from '../mailer/templates';

/** One person an organiser's message goes to: their address and the language of their account (or order). */
export type MessageRecipient = { email: string; locale: Locale };

const localeOf = (value: string | null): Locale => (value === 'en' ? 'en' : 'cs');

/**
 * Who a message reaches: a seminar's seat holders, its waiting list, or every ticket holder
 * (the holders of valid claimed tickets and the buyers of paid orders, who hold the tickets not
 * handed out yet). One entry per address, whatever its case, so nobody gets a message twice.
 */
export async function findMessageRecipients(
  db: Db | Tx,
  opts: { audience: MessageAudience; eventId: number | null },
): Promise<MessageRecipient[]> {
  const person = { email: users.email, locale: users.locale };
  let rows: { email: string; locale: string | null }[];
  if (opts.audience === 'ticketHolders') {
    const holders = await db
      .select(person)
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.holderUserId))
      .where(isNull(tickets.voidedAt))
      .orderBy(asc(tickets.id));
    const buyers = await db
      .select({ email: ticketOrders.email, locale: ticketOrders.locale })
      .from(ticketOrders)
      .where(eq(ticketOrders.status, 'paid'))
      .orderBy(asc(ticketOrders.id));
    rows = [...holders, ...buyers];
  } else if (opts.eventId === null) {
    rows = [];
  } else if (opts.audience === 'attendees') {
    rows = await db
      .select(person)
      .from(eventJoins)
      .innerJoin(users, eq(users.id, eventJoins.userId))
      .where(and(eq(eventJoins.eventId, opts.eventId)))
      .orderBy(asc(eventJoins.id));
  } else {
    rows = await db
      .select(person)
      .from(eventWaitlist)
      .innerJoin(users, eq(users.id, eventWaitlist.userId))
      .where(eq(eventWaitlist.eventId, opts.eventId))
      .orderBy(asc(eventWaitlist.id));
  }
  const seen = new Set<string>();
  const recipients: MessageRecipient[] = [];
  for (const row of rows) {
    const key = row.email.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    recipients.push({ email: row.email.trim(), locale: localeOf(row.locale) });
  }
  return recipients;
}
