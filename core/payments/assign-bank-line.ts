import { asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orderPayments, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { lockTicketOrder } from '../tickets/lock-ticket-order';
import { presentAdminOrder, type AdminTicketOrder } from '../tickets/order-admin-query';
import { authorized } from '../authorization/authorize';
import { lockBankLine } from './find-bank-lines';
import { recordOrderPayment, statementLinePayment } from './record-order-payment';

/** The body of `POST /bank-lines/{id}/assign`: the order, by its number (2021-0003) or variable symbol. */
export const assignBankLineInput = z
  .object({ order: z.string().trim().min(1).max(20).describe('The order’s number, 2021-0003, or its variable symbol') })
  .strict();

/**
 * Assigns a statement line no order holds to an order (Admins, decision 075): under the line's
 * row lock and then the order's, the line becomes a ledger row of that order on the bank's
 * booking day, exactly as if its symbol had named the order (it may settle the order, or become a
 * refund to do for a cancelled one). A line another order holds is 409 `BankLine.assigned`; a
 * line not in CZK 409 `BankLine.currency`; an unknown order 400 `BankLine.noOrder` on `order`.
 */
export async function assignBankLine(
  db: Db,
  opts: {
    viewer: (Viewer & { username?: string | null }) | null;
    id: number;
    order: string;
    mail: MailSettings;
    now?: Date;
  },
): Promise<{ data: AdminTicketOrder }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  const ref = opts.order.trim();
  const done = await db.transaction(async (tx) => {
    const line = await lockBankLine(tx, opts.id);
    if (!line || line.amountMinor <= 0) throw notFound('Statement line');
    const holders = await tx
      .select({ amountMinor: orderPayments.amountMinor, number: ticketOrders.number })
      .from(orderPayments)
      .innerJoin(ticketOrders, eq(ticketOrders.id, orderPayments.orderId))
      .where(eq(orderPayments.bankPaymentId, line.id))
      .orderBy(asc(orderPayments.id));
    if (holders.reduce((sum, h) => sum + h.amountMinor, 0) !== 0) {
      throw new AppError('BankLine.assigned', { params: { number: holders.at(-1)!.number } });
    }
    if (line.currency !== 'CZK') throw new AppError('BankLine.currency', { params: { currency: line.currency } });
    const symbol = ref.replace(/\D/g, '').replace(/^0+/, '');
    const [target] = await tx
      .select({ id: ticketOrders.id })
      .from(ticketOrders)
      .where(or(eq(ticketOrders.number, ref), symbol ? eq(ticketOrders.variableSymbol, symbol) : undefined));
    if (!target) throw new AppError('BankLine.noOrder', { field: 'order' });
    const order = await lockTicketOrder(tx, target.id);
    const result = await recordOrderPayment(tx, order, statementLinePayment(line), { actor: viewer, mail: opts.mail, now });
    return { data: await presentAdminOrder(tx, result.order) };
  });
  // Its mails' PDFs are attached by the outbox worker now that the change is committed (decision 183).
  opts.mail.composeSoon?.();
  return done;
}
