import type { Tx } from '../../db/client';
import type { ticketOrders } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { formatIban } from './bank-account';

type OrderRow = typeof ticketOrders.$inferSelect;

const money = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'cs-CZ', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);

const day = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'cs-CZ', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The supplier's account as the order's snapshot has it: the domestic number, the IBAN, or both. */
function accountOf(order: OrderRow): string {
  const { bankAccount, iban } = order.supplier;
  if (bankAccount && iban) return `${bankAccount} (IBAN ${formatIban(iban)})`;
  return bankAccount || (iban ? formatIban(iban) : '');
}

/**
 * The order confirmation, written to the outbox in the order's transaction (so it exists
 * exactly when the order was committed) in the buyer's language, to the order's e-mail: the
 * invoice number, the total, and how to pay. The invoice PDF is not attached yet.
 */
export async function enqueueOrderMail(tx: Tx, order: OrderRow, mail: MailSettings): Promise<void> {
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  await enqueueMail(tx, {
    to: order.email,
    template: 'ticket-order',
    locale,
    deliver: mail.deliver,
    vars: {
      name: order.name,
      count: order.amount,
      number: order.number,
      total: money(order.totalWithVat, order.currency, locale),
      paid: order.status === 'paid',
      account: accountOf(order),
      variableSymbol: order.variableSymbol,
      dueDate: day(order.dueDate, locale),
    },
  });
}
