import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/format-date';
import { formatMoney } from '../../../i18n/format-money';
import { href } from '../../../i18n/route-paths';
import { useLocale, useT } from '../../../i18n/use-t';
import type { OrderConfirmation } from './ticket-api';

/**
 * What replaces the form once the order is placed (public-site.md 2.9): its number, what to
 * pay and how, where the confirmation and the invoice went, and the way on to the conference programme. Focus moves
 * to its heading, so a screen reader starts reading here.
 */
export function OrderThanks({
  order,
  email,
  invoiceCopy,
}: {
  order: OrderConfirmation;
  email: string;
  /** The billing e-mail that got the invoice as well (core/tickets/invoice-email.ts), or null. */
  invoiceCopy: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const paid = order.status === 'paid';
  const due = new Date(order.dueDate);

  return (
    <section className="ticket-thanks" aria-labelledby="ticket-thanks-title">
      <svg className="ticket-thanks-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m7.5 12.5 3 3 6-6.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
      </svg>
      <h2 id="ticket-thanks-title" ref={heading} tabIndex={-1}>
        {t('ticket.thanksTitle')}
      </h2>
      <dl className="ticket-thanks-facts">
        <div>
          <dt>{t('ticket.thanksNumber')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('ticket.thanksTickets')}</dt>
          <dd>{t('count.tickets', { count: order.amount })}</dd>
        </div>
        <div>
          <dt>{t('ticket.thanksToPay')}</dt>
          <dd className="ticket-thanks-amount">{formatMoney(order.totalWithVat, order.currency, locale)}</dd>
        </div>
        {paid ? null : (
          <>
            <div>
              <dt>{t('ticket.thanksVs')}</dt>
              <dd>{order.variableSymbol}</dd>
            </div>
            <div>
              <dt>{t('ticket.thanksDue')}</dt>
              <dd>{Number.isNaN(due.getTime()) ? order.dueDate : formatDate(due, locale)}</dd>
            </div>
          </>
        )}
      </dl>
      <p>{paid ? t('ticket.thanksPaid', { email }) : t('ticket.thanksInvoiceSent', { email })}</p>
      {invoiceCopy ? <p>{t('ticket.thanksInvoiceCopy', { email: invoiceCopy })}</p> : null}
      {paid ? null : <p>{t('ticket.thanksAccess')}</p>}
      <p className="ticket-thanks-actions">
        {/* A signed-in buyer's order is in their account, with how to pay and, once paid, the codes. */}
        {order.profileUpdated ? (
          <Link to={`${href('Me', {}, locale)}#order-${order.id}`} className="button">
            {t('ticket.thanksAccount')}
          </Link>
        ) : null}
        <Link to={href('InteConferences', {}, locale)} className="button">
          {t('ticket.thanksProgramme')}
        </Link>
      </p>
    </section>
  );
}
