import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { notFound } from '../errors/app-error';

/**
 * An order read with its row locked to the end of the transaction (`SELECT … FOR UPDATE`): two
 * admins marking or cancelling it at once, or a statement's payment arriving meanwhile, act one
 * after the other, the second seeing the first's outcome. An unknown id is 404.
 */
export async function lockTicketOrder(tx: Tx, id: number): Promise<typeof ticketOrders.$inferSelect> {
  const [row] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, id)).for('update');
  if (!row) throw notFound('Order');
  return row;
}
