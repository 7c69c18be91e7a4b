import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { presentAdminOrder, type AdminTicketOrder } from './order-admin-query';
import { authorized } from '../authorization/authorize';

/** One order for the admin area (Admins); an unknown id is 404. */
export async function getTicketOrder(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<AdminTicketOrder> {
  authorized(opts.viewer, 'tickets.manage');
  const [row] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, opts.id));
  if (!row) throw notFound('Order');
  return presentAdminOrder(db, row);
}
