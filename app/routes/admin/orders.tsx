import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/orders';
import type { OrderStatus, PaymentState } from '../../../db/schema';
import { findTicketOrders } from '../../../core/tickets/find-ticket-orders';
import { formatDay, formatMoney } from '../../../core/tickets/invoice-format';
import type { AdminTicketOrder } from '../../../core/tickets/order-admin-query';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, LIST_PAGE_SIZE, readListParams, type ListColumn } from '../../components/admin/admin-list';
import { PaymentStateBadge } from '../../components/admin/payment-state-badge';
import { PaymentsExport } from '../../components/admin/payments-export';
import { clampPage, pageCountOf } from '../../components/admin/pagination-pages';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { editedEdition } from './edited-edition.server';

/** The statuses in the order of their course (db/schema's ORDER_STATUSES, which app/ may not import). */
const ORDER_STATUSES: readonly OrderStatus[] = ['awaiting', 'paid', 'cancelled'];
/** The payment states the filter offers, in the order of an order's course (decision 075). */
const PAYMENT_STATES: readonly PaymentState[] = ['awaiting', 'partlyPaid', 'paid', 'overpaid', 'cancelled'];
const SORTABLE = ['created_at', 'number', 'name', 'totalWithVat', 'paymentState'] as const;
const isState = (value: string | null): value is PaymentState => (PAYMENT_STATES as readonly string[]).includes(value ?? '');

/**
 * Ticket orders (Admins): search, payment state filter (`?status=partlyPaid`), sort, 25 a page,
 * and the totals per order status; the edition edited (decision 178).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const { ref: edition, other } = await editedEdition(db, args.request, viewer);
  const { q, sort, page: asked } = readListParams(url.searchParams, SORTABLE, { field: 'created_at', direction: 'DESC' });
  const rawStatus = url.searchParams.get('status');
  const status = isState(rawStatus) ? rawStatus : null;
  const filters = new URLSearchParams();
  if (q.trim()) filters.set('_q', q.trim());
  if (status) filters.set('paymentState', status);
  const find = (page: number) => {
    const params = new URLSearchParams(filters);
    params.set('_sort', `${sort.field}:${sort.direction}`);
    params.set('_limit', String(LIST_PAGE_SIZE));
    params.set('_start', String((page - 1) * LIST_PAGE_SIZE));
    return findTicketOrders(db, { viewer, params, timezone: config.timezone, edition });
  };
  let page = asked;
  let result = await find(page);
  const pageCount = pageCountOf(result.total, LIST_PAGE_SIZE);
  if (page > pageCount) {
    page = clampPage(page, pageCount);
    result = await find(page);
  }
  return {
    rows: result.data,
    total: result.total,
    totals: result.totals,
    page,
    pageCount,
    sort,
    status,
    // The export downloads the same edition's orders.
    csvQuery: (other ? new URLSearchParams([...filters, ['edition', String(other.year)]]) : filters).toString(),
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('orders.title') });
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { rows, total, totals, page, pageCount, sort, status, csvQuery } = loaderData;
  const money = (n: number) => formatMoney(n, locale);

  const statusHref = (value: PaymentState | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    next.delete('page');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const columns: ListColumn<AdminTicketOrder>[] = [
    { key: 'number', label: t('orders.number'), sortField: 'number', cell: (o) => o.number, className: 'nowrap' },
    {
      key: 'buyer',
      label: t('orders.buyer'),
      sortField: 'name',
      cell: (o) => (
        <>
          {o.name}
          <br />
          <small>{o.email}</small>
        </>
      ),
      className: 'breakable',
    },
    { key: 'company', label: t('orders.company'), cell: (o) => o.invoiceName ?? t('orders.none') },
    { key: 'amount', label: t('orders.tickets'), cell: (o) => o.amount, className: 'numeric' },
    {
      key: 'total',
      label: t('orders.totalWithVat'),
      sortField: 'totalWithVat',
      cell: (o) => money(o.totalWithVat),
      className: 'numeric nowrap',
    },
    {
      key: 'payment',
      label: t('orders.payment'),
      sortField: 'paymentState',
      cell: (o) => (
        <PaymentStateBadge
          state={o.paymentState}
          missingMinor={o.missingMinor}
          surplusMinor={o.surplusMinor}
          currency={o.currency}
        />
      ),
    },
    {
      key: 'issuedOn',
      label: t('orders.issuedOn'),
      sortField: 'created_at',
      cell: (o) => formatDay(o.issuedOn, locale),
      className: 'nowrap',
    },
  ];

  return (
    <AdminList
      title={t('orders.title')}
      lead={t('orders.lead')}
      columns={columns}
      rows={rows}
      total={total}
      page={page}
      pageCount={pageCount}
      sort={sort}
      rowHref={(o) => href('AdminOrderDetail', { id: o.id }, locale)}
      searchLabel={t('orders.search')}
      headerActions={
        <>
          <a
            className="button button-ghost"
            href={`/api/ticket-orders.csv?${csvQuery}${csvQuery ? '&' : ''}_locale=${locale}`}
            download
          >
            {t('orders.csv')}
          </a>
          <PaymentsExport />
          <Link className="button button-ghost" to={href('AdminOrderStatement', {}, locale)}>
            {t('orders.statementLink')}
          </Link>
          <Link className="button button-ghost" to={href('AdminBankLines', {}, locale)}>
            {t('orders.bankLinesLink')}
          </Link>
        </>
      }
      filters={
        <>
          <nav aria-label={t('orders.filterLabel')}>
            <ul className="filter-pills" role="list">
              {[null, ...PAYMENT_STATES].map((value) => (
                <li key={value ?? 'all'}>
                  <Link
                    to={statusHref(value)}
                    className="filter-pill"
                    aria-current={value === status ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      void navigate(statusHref(value), { replace: true, preventScrollReset: true });
                    }}
                  >
                    {value ? t(`payment.state.${value}`) : t('orders.filterAll')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="order-totals" role="list" aria-label={t('orders.totalsLabel')}>
            {ORDER_STATUSES.map((s) => (
              <li key={s}>
                {t('orders.totalOf', {
                  status: t(`orders.status.${s}`),
                  count: totals[s].count,
                  sum: money(totals[s].totalWithVat),
                })}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
