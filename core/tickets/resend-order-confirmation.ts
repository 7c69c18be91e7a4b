import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { takeAttempt } from '../rate-limit/limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { enqueueOrderMail } from './enqueue-order-mail';
import { findOrderByPageToken } from './get-order-page';
import { lockTicketOrder } from './lock-ticket-order';

/**
 * Sends an order's confirmation again, from its page (decision 080): to the buyer's own e-mail
 * only (never a typed address, never the billing copy), counted per order on
 * `limits.orderConfirmationResendPerOrder` (429 over it, whoever asks); an unknown token 404, a
 * cancelled order 409 `TicketOrder.resend.cancelled`. The mail is written with the order locked,
 * so it says what the order is at that moment.
 */
export async function resendOrderConfirmation(
  db: Db,
  opts: { token: string; mail: MailSettings; limiter: RateLimiter },
): Promise<{ number: string }> {
  const found = await findOrderByPageToken(db, opts.token);
  await takeAttempt(opts.limiter, `order:${found.id}`);
  await db.transaction(async (tx) => {
    const order = await lockTicketOrder(tx, found.id);
    if (order.status === 'cancelled') throw new AppError('TicketOrder.resend.cancelled', { params: { number: order.number } });
    await enqueueOrderMail(tx, order, opts.mail, { buyerOnly: true });
  });
  opts.mail.composeSoon?.();
  return { number: found.number };
}
