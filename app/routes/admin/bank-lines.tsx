import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/bank-lines';
import { assignBankLineInput } from '../../../core/payments/assign-bank-line';
import { findBankLines, type BankLine } from '../../../core/payments/find-bank-lines';
import { formatDay, formatMoney } from '../../../core/tickets/invoice-format';
import type { AdminTicketOrder } from '../../../core/tickets/order-admin-query';
import { requireAuthorized } from '../../auth/guards.server';
import { apiCall } from '../../forms/api-client';
import { formConstraints, type FormConstraints } from '../../forms/form-constraints';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { appContext } from '../../context';
import { codeText, createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';

/** Statement lines no order holds (Admins, decision 075), each with a form that assigns it to an order. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const lines = await findBankLines(args.context.get(appContext).db, { viewer });
  // The assign field's limits from the API's schema, as data (no zod in the page).
  return { lines, constraints: formConstraints(assignBankLineInput) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('bankLines.title') });
}

export default function AdminBankLines({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const { lines, constraints } = loaderData;
  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={href('AdminOrders', {}, locale)} className="text-link">
          ‹ {t('orders.back')}
        </Link>
      </p>
      <header className="admin-page-header">
        <h1 id="bank-lines-title" tabIndex={-1}>
          {t('bankLines.title')}
        </h1>
        <p className="admin-lead">{t('bankLines.lead')}</p>
      </header>
      {lines.length === 0 ? (
        <p className="empty-state">{t('bankLines.empty')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="bank-lines-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('statement.date')}</th>
                <th scope="col" className="numeric">
                  {t('statement.amount')}
                </th>
                <th scope="col">{t('statement.vs')}</th>
                <th scope="col">{t('statement.counterAccount')}</th>
                <th scope="col">{t('statement.message')}</th>
                <th scope="col">{t('bankLines.bankId')}</th>
                <th scope="col">{t('bankLines.order')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <LineRow key={line.id} line={line} constraints={constraints} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** One line: its facts and the assign form (the order's number or symbol; a refusal shows beside the field). */
function LineRow({ line, constraints }: { line: BankLine; constraints: FormConstraints }) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [order, setOrder] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(line.amountMinor / 100, locale, line.currency);
  const date = formatDay(line.date, locale);
  const none = t('orders.none');
  const errorId = `bank-line-${line.id}-error`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (working) return;
    setWorking(true);
    setError(null);
    const result = await apiCall<{ data: AdminTicketOrder }>('POST', `/bank-lines/${line.id}/assign`, { order });
    setWorking(false);
    if (!result.ok) {
      setError(codeText(t, result.code, result.params));
      return;
    }
    toast.success('bankLines.assigned', { number: result.data.data.number });
    await revalidator.revalidate();
    document.getElementById('bank-lines-title')?.focus();
  };

  return (
    <tr>
      <td className="nowrap">{date}</td>
      <td className="numeric nowrap">{amount}</td>
      <td>{line.variableSymbol || none}</td>
      <td>{line.counterAccount || none}</td>
      <td>{line.message || none}</td>
      <td>
        <code>{line.bankId}</code>
      </td>
      <td>
        <form className="inline-form" onSubmit={(e) => void submit(e)}>
          <input
            className="field-input"
            {...constraints.order}
            name="order"
            value={order}
            size={12}
            aria-label={t('bankLines.orderLabel', { amount, date })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setOrder(e.target.value)}
          />
          <button type="submit" className="button button-small" aria-disabled={working || undefined}>
            {working ? t('bankLines.assigning') : t('bankLines.assign')}
          </button>
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </td>
    </tr>
  );
}
