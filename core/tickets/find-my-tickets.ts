import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ticketOrders, tickets, users } from '../../db/schema';
import { currentEditionId, hasTicketNow } from '../editions/current-edition';
import { findOrderDocuments, orderDocumentSchema } from './order-documents';
import { formatIban } from './spd';

const orderTicketSchema = z.object({
  code: z.string(),
  claimed: z.boolean(),
  /** The holder's first and last name only; null when unclaimed or the account is gone. */
  holderName: z.string().nullable(),
  mine: z.boolean(),
});

export const myTicketsSchema = z.object({
  /** Whether the user may join seminars (a held ticket, an Admin's grant or a self-declaration). */
  hasTicket: z.boolean(),
  /** The ticket the user holds, with the number of the order it came from. */
  held: z.object({ code: z.string(), orderNumber: z.string(), claimedAt: z.string() }).nullable(),
  /** The user's orders, newest first; tickets only once paid, none once cancelled (void, decision 053). */
  orders: z.array(
    z.object({
      publicId: z.string(),
      /** The secret of the order's page (decision 080): the Me page links it. */
      pageToken: z.string(),
      number: z.string(),
      status: z.string(),
      amount: z.number(),
      totalWithVat: z.number(),
      currency: z.string(),
      /** How to pay it, as the invoice says (the supplier's account as it was when ordered). */
      variableSymbol: z.string(),
      dueDate: z.string(),
      bankAccount: z.string(),
      iban: z.string(),
      tickets: z.array(orderTicketSchema),
      /** The payment request, tax documents and credit notes (decision 078), as every screen lists them. */
      documents: z.array(orderDocumentSchema),
    }),
  ),
});
export type MyTickets = z.infer<typeof myTicketsSchema>;

/**
 * What the Me page shows of tickets: the one the user holds for the current edition (decision 146), and the orders they bought with
 * how to pay them (amount, variable symbol, account, due day) and their codes, claimed or not and by whom (name only), to hand out to colleagues. Only for the
 * user themself: codes never appear in public answers.
 */
export async function findMyTickets(db: Db, opts: { userId: number }): Promise<MyTickets> {
  const hasTicket = await hasTicketNow(db, opts.userId);
  const [held] = await db
    .select({ code: tickets.code, orderNumber: ticketOrders.number, claimedAt: tickets.claimedAt })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .where(and(eq(tickets.holderUserId, opts.userId), eq(tickets.editionId, currentEditionId), isNull(tickets.voidedAt)));
  const orders = await db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.userId, opts.userId))
    .orderBy(desc(ticketOrders.created_at), desc(ticketOrders.id));
  const ids = orders.map((o) => o.id);
  const rows = ids.length
    ? await db
        .select({
          orderId: tickets.orderId,
          code: tickets.code,
          claimedAt: tickets.claimedAt,
          holderUserId: tickets.holderUserId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(tickets)
        .leftJoin(users, eq(users.id, tickets.holderUserId))
        .where(and(inArray(tickets.orderId, ids), isNull(tickets.voidedAt)))
        .orderBy(asc(tickets.id))
    : [];
  const documents = await findOrderDocuments(db, orders);
  return {
    hasTicket: hasTicket || Boolean(held),
    held: held
      ? { code: held.code, orderNumber: held.orderNumber, claimedAt: (held.claimedAt ?? new Date(0)).toISOString() }
      : null,
    orders: orders.map((o) => ({
      publicId: o.publicId,
      pageToken: o.pageToken,
      number: o.number,
      status: o.status,
      amount: o.amount,
      totalWithVat: o.totalWithVat,
      currency: o.currency,
      variableSymbol: o.variableSymbol,
      dueDate: o.dueDate,
      bankAccount: o.supplier.bankAccount,
      iban: o.supplier.iban ? formatIban(o.supplier.iban) : '',
      tickets: rows
        .filter((t) => t.orderId === o.id)
        .map((t) => ({
          code: t.code,
          claimed: t.claimedAt !== null,
          holderName: t.holderUserId ? [t.firstName, t.lastName].filter(Boolean).join(' ') || null : null,
          mine: t.holderUserId === opts.userId,
        })),
      documents: documents.get(o.id) ?? [],
    })),
  };
}
