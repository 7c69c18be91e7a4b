import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/refunds';
import type { RefundState } from '../../../db/schema';
import { findRefunds, type Refund } from '../../../core/refunds/find-refunds';
import { formatDay, formatMoney } from '../../../core/tickets/invoice-format';
import { issueDateOf } from '../../../core/tickets/order-dates';
import { requireAuthorized } from '../../auth/guards.server';
import { apiCall } from '../../forms/api-client';
import { AdminDateTime } from '../../components/admin/admin-facts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { FieldFrame } from '../../components/admin/widgets/field-frame';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { appContext } from '../../context';
import { codeText, createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';

/** The refund states the filter offers (db/schema's REFUND_STATES, which app/ may not import). */
const STATES: readonly RefundState[] = ['toRefund', 'refunded'];
const isState = (value: string | null): value is RefundState => (STATES as readonly string[]).includes(value ?? '');

/** The accountant's refunds (Admins, decision 076): those to refund first, a state filter, marking one refunded, the CSV. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const raw = new URL(args.request.url).searchParams.get('state');
  const state = isState(raw) ? raw : null;
  const refunds = await findRefunds(args.context.get(appContext).db, { viewer, filter: state ? { state } : {} });
  // The server's Prague day bounds the refund's day (the browser's clock may differ).
  return { refunds, state, today: issueDateOf(new Date()) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('refunds.title') });
}

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const { refunds, state, today } = loaderData;
  const [asking, setAsking] = useState<Refund | null>(null);
  const [day, setDay] = useState(today);
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; text: string; field?: string } | null>(null);
  const money = (r: Refund) => formatMoney(r.amountMinor / 100, locale, r.currency);
  const none = t('orders.none');
  const stateHref = (value: RefundState | null) => (value ? `${pathname}?state=${value}` : pathname);

  const ask = (refund: Refund) => {
    setRefusal(null);
    setDay(today);
    setAsking(refund);
  };
  const act = async () => {
    if (!asking) return;
    setWorking(true);
    const result = await apiCall<{ changed: boolean }>('POST', `/refunds/${asking.id}/refunded`, { refundedOn: day });
    setWorking(false);
    if (!result.ok) {
      const field = Object.keys(result.fields)[0];
      setRefusal({ code: result.code, text: codeText(t, result.code, result.params), ...(field ? { field } : {}) });
      return;
    }
    setAsking(null);
    toast.success(result.data.changed ? 'refunds.done' : 'refunds.already');
    await revalidator.revalidate();
    document.getElementById('refunds-title')?.focus();
  };
  const dayError = refusal?.field === 'refundedOn' ? refusal.code : undefined;

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1 id="refunds-title" tabIndex={-1}>
          {t('refunds.title')}
        </h1>
        <p className="admin-lead">{t('refunds.lead')}</p>
        <p className="order-actions">
          <a
            className="button button-ghost"
            href={`/api/refunds.csv?${state ? `state=${state}&` : ''}_locale=${locale}`}
            download
          >
            {t('refunds.csv')}
          </a>
        </p>
      </header>
      <nav aria-label={t('refunds.filterLabel')}>
        <ul className="filter-pills" role="list">
          {[null, ...STATES].map((value) => (
            <li key={value ?? 'all'}>
              <Link
                to={stateHref(value)}
                className="filter-pill"
                aria-current={value === state ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  void navigate(stateHref(value), { replace: true, preventScrollReset: true });
                }}
              >
                {value ? t(`refunds.state.${value}`) : t('orders.filterAll')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {refunds.length === 0 ? (
        <p className="empty-state">{t('refunds.empty')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="refunds-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('refunds.order')}</th>
                <th scope="col">{t('refunds.buyer')}</th>
                <th scope="col" className="numeric">
                  {t('refunds.amount')}
                </th>
                <th scope="col">{t('refunds.account')}</th>
                <th scope="col">{t('refunds.arose')}</th>
                <th scope="col">{t('refunds.state')}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((r) => (
                <tr key={r.id}>
                  <td className="nowrap">
                    <Link to={href('AdminOrderDetail', { id: r.orderId }, locale)}>{r.number}</Link>
                    {r.creditNoteNumber ? (
                      <>
                        <br />
                        <small>{r.creditNoteNumber}</small>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {r.name}
                    <br />
                    <small>{r.email}</small>
                  </td>
                  <td className="numeric nowrap">{money(r)}</td>
                  <td>{r.counterAccount || <em>{t('refunds.accountUnknown')}</em>}</td>
                  <td className="nowrap">
                    <AdminDateTime value={r.created_at} fallback={none} />
                  </td>
                  <td>
                    {r.state === 'refunded' ? (
                      t('refunds.refundedOnBy', { date: formatDay(r.refundedOn!, locale), by: r.refundedBy ?? none })
                    ) : (
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={t('refunds.markRefundedLabel', { amount: money(r), number: r.number })}
                        onClick={() => ask(r)}
                      >
                        {t('refunds.markRefunded')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        key={asking?.id ?? 'none'}
        isOpen={asking !== null}
        title={t('refunds.markTitle')}
        confirmLabel={working ? t('orders.working') : t('refunds.markConfirm')}
        cancelLabel={t('detail.cancel')}
        tone="primary"
        isPending={working}
        onConfirm={() => void act()}
        onCancel={() => setAsking(null)}
        error={refusal && !dayError ? refusal.text : null}
      >
        {asking ? (
          <>
            <p>
              {t('refunds.markText', {
                amount: money(asking),
                number: asking.number,
                account: asking.counterAccount || t('refunds.accountUnknown'),
              })}
            </p>
            <FieldFrame label={t('refunds.refundedOn')} error={dayError} hint={t('refunds.refundedOnHint')}>
              {(ids) => (
                <input
                  id={ids.controlId}
                  type="date"
                  className="field-input"
                  value={day}
                  max={today}
                  required
                  onChange={(e) => setDay(e.target.value)}
                  aria-describedby={ids.describedBy}
                  aria-invalid={dayError ? true : undefined}
                />
              )}
            </FieldFrame>
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
