import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLog, mailOutbox, ticketOrderDocuments, ticketOrderNotes, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { instantSchema, iso } from '../serialize/instant';
import { authorized } from '../authorization/authorize';

const change = z.object({ field: z.string(), before: z.unknown().optional(), after: z.unknown().optional() });

/** One line of an order's history, newest first on the screen (decision 079). */
export const orderHistoryEntrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('placed'),
    at: instantSchema,
    by: z.string().nullable().describe('The buyer’s name; the order was placed by the buyer, signed in or not'),
    number: z.string(),
  }),
  z.object({
    type: z.literal('change'),
    at: instantSchema,
    by: z.string().describe('Who did it: an Admin’s username, or `system`'),
    changes: z.array(change).describe('The fields that changed: status, paidAt, invoice, creditNote, voided tickets…'),
  }),
  z.object({
    type: z.literal('document'),
    at: instantSchema,
    kind: z.enum(['invoice', 'creditNote']),
    number: z.string(),
  }),
  z.object({
    type: z.literal('mail'),
    at: instantSchema,
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    status: z.enum(['pending', 'sent', 'failed', 'kept']).describe('kept: no SMTP server, read in the outbox'),
    sentAt: instantSchema.nullable(),
    outboxId: z.number().int(),
  }),
  z.object({ type: z.literal('note'), at: instantSchema, by: z.string(), text: z.string(), id: z.number().int() }),
]);
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
const mailStatus = (s: string) =>
  (MAIL_STATUSES as readonly string[]).includes(s) ? (s as (typeof MAIL_STATUSES)[number]) : 'pending';

/**
 * What happened to an order, for its admin page (ticket managers only, decision 079): its
 * placing, every recorded state change with who made it (the audit log), each tax document
 * and credit note issued, every mail written for it with its delivery state (the outbox), and
 * the Admins' internal notes; newest first. An unknown order is 404.
 */
export async function findOrderHistory(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<OrderHistoryEntry[]> {
  authorized(opts.viewer, 'tickets.manage');
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, opts.id));
  if (!order) throw notFound('Order');
  const [changes, documents, mails, notes] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket-orders'), eq(auditLog.entityId, order.id)))
      .orderBy(asc(auditLog.id)),
    db
      .select()
      .from(ticketOrderDocuments)
      .where(eq(ticketOrderDocuments.orderId, order.id))
      .orderBy(asc(ticketOrderDocuments.id)),
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        template: mailOutbox.template,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
        at: mailOutbox.created_at,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, order.id))
      .orderBy(asc(mailOutbox.id)),
    db.select().from(ticketOrderNotes).where(eq(ticketOrderNotes.orderId, order.id)).orderBy(asc(ticketOrderNotes.id)),
  ]);
  const entries: OrderHistoryEntry[] = [
    { type: 'placed', at: iso(order.created_at), by: order.name, number: order.number },
    ...changes.map((c) => ({
      type: 'change' as const,
      at: iso(c.at),
      by: c.actorName,
      changes: c.changes.map(({ field, before, after }) => ({ field, before, after })),
    })),
    ...documents.map((d) => ({ type: 'document' as const, at: iso(d.created_at), kind: d.kind, number: d.number })),
    ...mails.map((m) => ({
      type: 'mail' as const,
      at: iso(m.at),
      to: m.to,
      subject: m.subject,
      template: m.template,
      status: mailStatus(m.status),
      sentAt: iso(m.sentAt),
      outboxId: m.id,
    })),
    ...notes.map((n) => ({ type: 'note' as const, at: iso(n.created_at), by: n.authorName, text: n.text, id: n.id })),
  ];
  // Newest first; what happened in one transaction keeps its order (the sort is stable).
  return entries.reverse().sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
