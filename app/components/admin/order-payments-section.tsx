import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../ui/link';
import type { AdminPayment } from '../../../core/payments/find-order-payments';
import type { Refund } from '../../../core/refunds/find-refunds';
import { formatDay, formatMoney } from '../../../core/tickets/invoice-format';
import type { AdminTicketOrder } from '../../../core/tickets/order-admin-query';
import { apiCall } from '../../forms/api-client';
import { codeText, useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { AdminDateTime, AdminFact } from './admin-facts';
import { ConfirmDialog } from './confirm-dialog';
import { useAdminToast } from './use-admin-toast';

/**
 * An order's payment ledger on its detail (decision 075): what is due, received, missing or over,
 * every row as recorded (a reversal as its own row), a take-back per payment, and the order's
 * refunds (decision 076). After a take-back, focus goes to the section's heading.
 */
export function OrderPaymentsSection({
  order,
  payments,
  refunds,
}: {
  order: AdminTicketOrder;
  payments: AdminPayment[];
  refunds: Refund[];
}) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<AdminPayment | null>(null);
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor / 100, locale, order.currency);
  const day = (value: string) => formatDay(value, locale);
  const none = t('orders.none');
  const byId = new Map(payments.map((p) => [p.id, p]));

  const reverse = async () => {
    if (!asking) return;
    setWorking(true);
    const result = await apiCall<{ changed: boolean }>('POST', `/order-payments/${asking.id}/reverse`);
    setWorking(false);
    if (!result.ok) {
      setRefusal(codeText(t, result.code, result.params));
      return;
    }
    setAsking(null);
    toast.success(result.data.changed ? 'payments.reverseDone' : 'payments.reverseAlready');
    await revalidator.revalidate();
    document.getElementById('order-payments')?.focus();
  };

  return (
    <section className="admin-section" aria-labelledby="order-payments">
      <h2 id="order-payments" tabIndex={-1}>
        {t('payments.title')}
      </h2>
      <dl className="admin-facts">
        <AdminFact label={t('payments.due')}>{money(order.totalWithVat * 100)}</AdminFact>
        <AdminFact label={t('payments.received')}>{money(order.paidMinor)}</AdminFact>
        {order.missingMinor > 0 && order.status !== 'cancelled' ? (
          <AdminFact label={t('payment.state.partlyPaid')}>
            {t('payment.missing', { amount: money(order.missingMinor) })}
          </AdminFact>
        ) : null}
        {order.surplusMinor > 0 ? (
          <AdminFact label={t('payment.state.overpaid')}>{t('payment.surplus', { amount: money(order.surplusMinor) })}</AdminFact>
        ) : null}
      </dl>
      {payments.length === 0 ? (
        <p className="empty-state">{t('payments.none')}</p>
      ) : (
        <div className="admin-table-wrap" role="group" aria-labelledby="order-payments" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('payments.bookedOn')}</th>
                <th scope="col" className="numeric">
                  {t('payments.amount')}
                </th>
                <th scope="col">{t('payments.source')}</th>
                <th scope="col">{t('payments.counterAccount')}</th>
                <th scope="col">{t('payments.message')}</th>
                <th scope="col">{t('payments.recordedBy')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('payments.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => {
                const reversed = byId.get(p.reversesId ?? 0);
                return (
                  <tr key={p.id}>
                    <td className="nowrap">{day(p.bookedOn)}</td>
                    <td className={`numeric nowrap${p.reversedById ? ' payment-reversed' : ''}`}>{money(p.amountMinor)}</td>
                    <td>
                      {t(`payments.source.${p.source}`)}
                      {reversed ? (
                        <>
                          <br />
                          <small>{t('payments.reversal', { date: day(reversed.bookedOn) })}</small>
                        </>
                      ) : null}
                    </td>
                    <td>{p.counterAccount || none}</td>
                    <td>{p.message || none}</td>
                    <td>
                      {p.recordedBy ?? none}
                      <br />
                      <small>
                        <AdminDateTime value={p.created_at} />
                      </small>
                    </td>
                    <td>
                      {p.reversedById ? (
                        <small>{t('payments.reversed')}</small>
                      ) : p.amountMinor > 0 && order.status !== 'cancelled' ? (
                        <button
                          type="button"
                          className="button button-ghost button-small"
                          aria-label={t('payments.reverseLabel', { amount: money(p.amountMinor), date: day(p.bookedOn) })}
                          onClick={() => {
                            setRefusal(null);
                            setAsking(p);
                          }}
                        >
                          {t('payments.reverse')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {refunds.length ? (
        <>
          <h3>{t('payments.refunds')}</h3>
          <ul role="list">
            {refunds.map((r) => (
              <li key={r.id}>
                {money(r.amountMinor)} · {r.counterAccount || t('refunds.accountUnknown')} ·{' '}
                {r.state === 'refunded'
                  ? t('refunds.refundedOnBy', { date: day(r.refundedOn!), by: r.refundedBy ?? none })
                  : t('refunds.state.toRefund')}
              </li>
            ))}
          </ul>
          <p>
            <Link className="text-link" to={href('AdminRefunds', {}, locale)}>
              {t('payments.allRefunds')}
            </Link>
          </p>
        </>
      ) : null}
      <ConfirmDialog
        key={asking?.id ?? 'none'}
        isOpen={asking !== null}
        title={t('payments.reverseTitle')}
        confirmLabel={working ? t('orders.working') : t('payments.reverseConfirm')}
        cancelLabel={t('orders.keep')}
        tone="danger"
        isPending={working}
        onConfirm={() => void reverse()}
        onCancel={() => setAsking(null)}
        error={refusal}
      >
        {asking ? <p>{t('payments.reverseText', { amount: money(asking.amountMinor), date: day(asking.bookedOn) })}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
