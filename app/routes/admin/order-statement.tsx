import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/order-statement';
import { formatMoney } from '../../../core/tickets/invoice-format';
import type { StatementReport } from '../../../core/tickets/record-statement';
import { requireAuthorized } from '../../auth/guards.server';
import { readRefusal } from '../../forms/api-client';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';

/** Reading a bank statement (Admins): upload the file, see what each new payment did. */
export async function loader(args: Route.LoaderArgs) {
  await requireAuthorized(args, 'tickets.manage');
  return null;
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('statement.title') });
}

type Row = StatementReport['unmatched'][number] & { orderId?: number; number?: string; note?: string };

export default function AdminOrderStatement() {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<StatementReport | null>(null);
  const money = (minor: number, currency = 'CZK') => formatMoney(minor / 100, locale, currency);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || sending) {
      if (!file) toast.refused('TicketOrder.statement.missing');
      return;
    }
    setSending(true);
    const form = new FormData();
    form.set('file', file);
    try {
      const res = await fetch('/api/ticket-orders/statement', { method: 'POST', body: form, credentials: 'same-origin' });
      const json: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const refusal = readRefusal(res.status, json);
        toast.refused(refusal.code, refusal.params);
        return;
      }
      const answer = json as StatementReport;
      setReport(answer);
      toast.success('statement.done', { count: answer.paid.length });
    } catch {
      toast.refused('Request.network');
    } finally {
      setSending(false);
    }
  };

  const table = (id: string, title: string, rows: Row[]) => (
    <div>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="empty-state">{t('statement.nothing')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('statement.date')}</th>
                <th scope="col" className="numeric">
                  {t('statement.amount')}
                </th>
                <th scope="col">{t('statement.vs')}</th>
                <th scope="col">{t('statement.order')}</th>
                <th scope="col">{t('statement.counterAccount')}</th>
                <th scope="col">{t('statement.message')}</th>
                <th scope="col">{t('statement.note')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.bankId}>
                  <td className="nowrap">{r.date}</td>
                  <td className="numeric nowrap">{money(r.amountMinor, r.currency)}</td>
                  <td>{r.variableSymbol || t('orders.none')}</td>
                  <td>
                    {r.orderId ? (
                      <Link to={href('AdminOrderDetail', { id: r.orderId }, locale)}>{r.number}</Link>
                    ) : (
                      t('orders.none')
                    )}
                  </td>
                  <td>{r.counterAccount || t('orders.none')}</td>
                  <td>{r.message || t('orders.none')}</td>
                  <td>{r.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );

  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={href('AdminOrders', {}, locale)} className="text-link">
          ‹ {t('orders.back')}
        </Link>
      </p>
      <header className="admin-page-header">
        <h1>{t('statement.title')}</h1>
        <p className="admin-lead">{t('statement.lead')}</p>
      </header>

      <form className="admin-section" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={fileId} className="field-label">
            {t('statement.file')}
          </label>
          <input
            id={fileId}
            type="file"
            className="field-input"
            accept=".gpc,.abo,.csv,.txt,text/csv,text/plain"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <p>
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? t('statement.uploading') : t('statement.upload')}
          </button>
        </p>
      </form>

      {report ? (
        <section className="admin-section statement-report" aria-labelledby="statement-report" aria-live="polite">
          <h2 id="statement-report">{t('statement.report')}</h2>
          <p>{t('statement.alreadyRecorded', { count: report.alreadyRecorded })}</p>
          {table(
            'statement-paid',
            t('statement.paid'),
            report.paid.map((r) => ({
              ...r,
              note: r.overpaidMinor ? t('statement.overpaid', { amount: money(r.overpaidMinor) }) : '',
            })),
          )}
          {table(
            'statement-partial',
            t('statement.partial'),
            report.partial.map((r) => ({ ...r, note: t('statement.missing', { amount: money(r.missingMinor) }) })),
          )}
          {table(
            'statement-not-awaiting',
            t('statement.notAwaiting'),
            report.notAwaiting.map((r) => ({
              ...r,
              note: t(r.status === 'cancelled' ? 'statement.toRefund' : 'statement.overpaidOrder'),
            })),
          )}
          {table('statement-unmatched', t('statement.unmatched'), report.unmatched)}
          {report.unmatched.length ? (
            <p>
              <Link className="text-link" to={href('AdminBankLines', {}, locale)}>
                {t('statement.assignLater')}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
