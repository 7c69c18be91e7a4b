import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/order-detail';
import { findOrderTickets } from '../../../core/tickets/find-order-tickets';
import { getTicketOrder } from '../../../core/tickets/get-ticket-order';
import { formatDay, formatMoney } from '../../../core/tickets/invoice-format';
import type { AdminTicketOrder } from '../../../core/tickets/order-admin-query';
import { requireAdmin } from '../../auth/guards.server';
import { apiCall } from '../../forms/api-client';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { AdminDateTime, AdminFact } from '../../components/admin/admin-facts';
import { OrderStatusBadge } from '../../components/admin/order-status-badge';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { orNotFound, parseDetailId } from '../not-found';

/** One ticket order (Admins): buyer, invoice data, prices, documents, its tickets, and marking it paid or cancelling it. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args);
  const id = parseDetailId(args.params.id);
  const db = args.context.get(appContext).db;
  const order = await orNotFound(getTicketOrder(db, { viewer, id }));
  return { order, tickets: await findOrderTickets(db, { viewer, id }) };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  const title = args.loaderData ? t('orders.kicker', { number: args.loaderData.order.number }) : t('error.notFoundTitle');
  return routeMeta(args, { title });
}

type Change = { data: AdminTicketOrder; changed: boolean };

export default function AdminOrderDetail({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const { order: o, tickets } = loaderData;
  const [asking, setAsking] = useState<'paid' | 'cancel' | null>(null);
  const [working, setWorking] = useState(false);
  const money = (n: number) => formatMoney(n, locale, o.currency);
  const none = t('orders.none');
  const when = (value: string | null) => <AdminDateTime value={value} fallback={none} />;
  const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || none;

  const act = async (action: 'paid' | 'cancel') => {
    setWorking(true);
    const result = await apiCall<Change>('POST', `/ticket-orders/${o.id}/${action}`);
    setWorking(false);
    setAsking(null);
    if (!result.ok) {
      toast.refused(result.code, result.params);
      return;
    }
    if (action === 'paid') toast.success(result.data.changed ? 'orders.markedPaid' : 'orders.alreadyPaid');
    else if (result.data.changed) toast.success('orders.cancelled', { number: result.data.data.creditNoteNumber ?? '' });
    else toast.success('orders.alreadyCancelled');
    await revalidator.revalidate();
  };

  const fact = (label: string, value: ReactNode) => <AdminFact label={label}>{value}</AdminFact>;

  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={href('AdminOrders', {}, locale)} className="text-link">
          ‹ {t('orders.back')}
        </Link>
      </p>
      <header className="admin-page-header">
        <p className="admin-kicker">{t('orders.kicker', { number: o.number })}</p>
        <h1>{o.invoiceName ?? o.name}</h1>
        <p>
          <OrderStatusBadge status={o.status} />
        </p>
      </header>

      {o.status !== 'cancelled' ? (
        <section className="admin-section" aria-labelledby="order-actions">
          <h2 id="order-actions">{t('orders.actions')}</h2>
          <div className="order-actions">
            {o.status === 'awaiting' ? (
              <button type="button" className="button" onClick={() => setAsking('paid')}>
                {t('orders.markPaid')}
              </button>
            ) : null}
            <button type="button" className="button button-danger" onClick={() => setAsking('cancel')}>
              {t('orders.cancel')}
            </button>
          </div>
        </section>
      ) : null}

      <dl className="admin-facts">
        {fact(t('orders.number'), o.number)}
        {fact(t('orders.variableSymbol'), o.variableSymbol)}
        {fact(t('orders.issuedOn'), formatDay(o.issuedOn, locale))}
        {fact(t('orders.dueDate'), formatDay(o.dueDate, locale))}
        {fact(t('orders.paidAt'), when(o.paidAt))}
        {fact(t('orders.cancelledAt'), when(o.cancelledAt))}
        {o.creditNoteNumber
          ? fact(
              t('orders.creditNote'),
              `${o.creditNoteNumber} · ${o.creditNoteIssuedOn ? formatDay(o.creditNoteIssuedOn, locale) : ''}`,
            )
          : null}
      </dl>

      <section className="admin-section" aria-labelledby="order-documents">
        <h2 id="order-documents">{t('orders.documents')}</h2>
        <ul role="list" className="order-actions">
          <li>
            <a className="text-link" href={`/api/ticket-orders/${o.id}/invoice.pdf`} download>
              {t('orders.invoicePdf', { number: o.number })}
            </a>
          </li>
          {o.creditNoteNumber ? (
            <li>
              <a className="text-link" href={`/api/ticket-orders/${o.id}/credit-note.pdf`} download>
                {t('orders.creditNotePdf', { number: o.creditNoteNumber })}
              </a>
            </li>
          ) : null}
        </ul>
      </section>

      <section className="admin-section" aria-labelledby="order-buyer">
        <h2 id="order-buyer">{t('orders.buyer')}</h2>
        <dl className="admin-facts">
          {fact(t('orders.buyer'), o.name)}
          {fact(t('orders.email'), o.email)}
          {fact(t('orders.phone'), o.phone)}
          {fact(t('orders.address'), joined(o.street, o.zip, o.city, o.country))}
          {fact(t('orders.locale'), o.locale.toUpperCase())}
          {fact(
            t('orders.account'),
            o.userId ? <Link to={href('AdminUserDetail', { id: o.userId }, locale)}>#{o.userId}</Link> : t('orders.guest'),
          )}
        </dl>
      </section>

      {o.invoiceName ? (
        <section className="admin-section" aria-labelledby="order-invoice">
          <h2 id="order-invoice">{t('orders.invoiceData')}</h2>
          <dl className="admin-facts">
            {fact(t('orders.company'), o.invoiceName)}
            {fact(t('orders.address'), joined(o.invoiceStreet, o.invoiceZip, o.invoiceCity, o.invoiceCountry))}
            {fact(t('orders.regnumber'), o.invoiceRegnumber ?? none)}
            {fact(t('orders.vatNumber'), o.invoiceVAT ?? none)}
            {fact(t('orders.billingEmail'), o.billingEmail ?? none)}
          </dl>
        </section>
      ) : null}

      <section className="admin-section" aria-labelledby="order-prices">
        <h2 id="order-prices">{t('orders.prices')}</h2>
        <dl className="admin-facts">
          {fact(t('orders.type'), t(o.type === 2 ? 'orders.type.2' : 'orders.type.1'))}
          {fact(t('orders.tickets'), o.amount)}
          {fact(t('orders.unitPrice'), money(o.unitPrice))}
          {fact(t('orders.discount'), o.discount ? `${o.discount} %` : none)}
          {fact(t('orders.promoCode'), o.promoCode ?? none)}
          {fact(t('orders.totalWithoutVat'), money(o.totalWithoutVat))}
          {fact(t('orders.vat', { rate: o.vatRate }), money(o.vat))}
          {fact(t('orders.totalWithVat'), <strong>{money(o.totalWithVat)}</strong>)}
        </dl>
      </section>

      {tickets.length ? (
        <section className="admin-section" aria-labelledby="order-tickets">
          <h2 id="order-tickets">{t('orders.ticketsTitle')}</h2>
          {o.status === 'cancelled' ? <p className="admin-lead">{t('orders.ticketsVoidLead')}</p> : null}
          <div className="admin-table-wrap" role="group" aria-labelledby="order-tickets" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('orders.ticketCode')}</th>
                  <th scope="col">{t('orders.ticketState')}</th>
                  <th scope="col">{t('orders.ticketHolder')}</th>
                  <th scope="col" className="numeric">
                    {t('orders.ticketSeats')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tickets.map((ticket) => (
                  <tr key={ticket.code}>
                    <td className="nowrap">
                      <code translate="no">{ticket.code}</code>
                    </td>
                    <td>
                      {t(`orders.ticket.${ticket.state}`)}
                      {ticket.state === 'void' ? (
                        <>
                          {' · '}
                          <AdminDateTime value={ticket.voidedAt} />
                        </>
                      ) : null}
                    </td>
                    <td>
                      {ticket.holder ? (
                        <Link to={href('AdminUserDetail', { id: ticket.holder.id }, locale)}>{ticket.holder.name}</Link>
                      ) : (
                        none
                      )}
                    </td>
                    <td className="numeric">{ticket.holder ? ticket.holderSeminarSeats : none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <ConfirmDialog
        isOpen={asking === 'paid'}
        title={t('orders.markPaidTitle')}
        confirmLabel={working ? t('orders.working') : t('orders.markPaidConfirm')}
        cancelLabel={t('detail.cancel')}
        tone="primary"
        isPending={working}
        onConfirm={() => void act('paid')}
        onCancel={() => setAsking(null)}
      >
        <p>{t('orders.markPaidText', { number: o.number, sum: money(o.totalWithVat) })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === 'cancel'}
        title={t('orders.cancelTitle')}
        confirmLabel={working ? t('orders.working') : t('orders.cancelConfirm')}
        cancelLabel={t('orders.keep')}
        isPending={working}
        onConfirm={() => void act('cancel')}
        onCancel={() => setAsking(null)}
      >
        <p>{t('orders.cancelText', { number: o.number })}</p>
        <p>
          {o.billingEmail && o.billingEmail !== o.email
            ? t('orders.cancelMailBilling', { email: o.email, billing: o.billingEmail })
            : t('orders.cancelMail', { email: o.email })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
