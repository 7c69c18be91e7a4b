import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrderNotes, ticketOrders, users } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { notFound } from '../errors/app-error';
import { iso } from '../serialize/instant';
import type { OrderNoteInput } from './order-note-input';
import { authorized } from '../authorization/authorize';

export type OrderNote = { id: number; author: string; text: string; at: string };

/**
 * Adds an internal note to an order (ticket managers only, decision 079): stored with its
 * author's name as it is now, in the audit log in the same transaction, never shown to the
 * buyer. An unknown order is 404.
 */
export async function addOrderNote(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; id: number; input: OrderNoteInput; now?: Date },
): Promise<OrderNote> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ number: ticketOrders.number }).from(ticketOrders).where(eq(ticketOrders.id, opts.id));
    if (!order) throw notFound('Order');
    const username =
      viewer.username ??
      (await tx.select({ username: users.username }).from(users).where(eq(users.id, viewer.id)))[0]?.username ??
      `#${viewer.id}`;
    const [note] = await tx
      .insert(ticketOrderNotes)
      .values({ orderId: opts.id, authorId: viewer.id, authorName: username, text: opts.input.text, created_at: now })
      .returning();
    await recordAudit(tx, {
      actor: { id: viewer.id, username },
      action: 'create',
      entity: 'ticket-order-notes',
      entityId: note!.id,
      label: order.number,
      after: { orderId: opts.id, note: note!.text },
    });
    return { id: note!.id, author: note!.authorName, text: note!.text, at: iso(note!.created_at) };
  });
}
