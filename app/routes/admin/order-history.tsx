import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import type { OrderHistoryEntry } from '../../../core/tickets/find-order-history';
import { ORDER_NOTE_MAX_LENGTH } from '../../../core/tickets/order-note-input';
import { AdminDateTime } from '../../components/admin/admin-facts';
import { formatDateTime } from '../../components/admin/format-date-time';
import { StatusBadge } from '../../components/admin/status-badge';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { TextAreaField } from '../../components/admin/widgets/form-fields';
import { apiCall } from '../../forms/api-client';
import { useAdminT, type AdminKey, type AdminTranslate } from '../../i18n/admin-t';
import type { Locale } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useTimeZone } from '../../i18n/use-time-zone';
import { useLocale } from '../../i18n/use-t';

type Change = Extract<OrderHistoryEntry, { type: 'change' }>['changes'][number];

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as the history shows it: a state by its name, an instant in the event time zone, '–' for nothing. */
function shownValue(change: Change, value: unknown, t: AdminTranslate, locale: Locale, timeZone: string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return t('orders.none');
  if (change.field === 'status' && typeof value === 'string') return t(`orders.status.${value}` as AdminKey);
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value, locale, timeZone);
  return Array.isArray(value) ? value.join(', ') : String(value);
}

const FIELDS = new Set([
  'status',
  'paidAt',
  'cancelledAt',
  'invoice',
  'creditNote',
  'voidedTickets',
  'revokedAccessCodes',
  'hasTicketClearedFor',
]);

/**
 * The order's history and internal notes on its admin page (decision 079): every state change
 * with who made it, the documents issued, every mail with its delivery state (linked to the
 * outbox), the notes; newest first, times in the event time zone; and the form that adds a note.
 */
export function OrderHistory({ orderId, entries }: { orderId: number; entries: OrderHistoryEntry[] }) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!text.trim()) {
      setError('Form.error.required');
      return;
    }
    setSaving(true);
    const result = await apiCall('POST', `/ticket-orders/${orderId}/notes`, { text });
    setSaving(false);
    if (!result.ok) {
      setError(result.fields.text ?? result.code);
      return;
    }
    setError(undefined);
    setText('');
    toast.success('orders.notes.added');
    await revalidator.revalidate();
  };

  const what = (e: OrderHistoryEntry) => {
    switch (e.type) {
      case 'placed':
        return t('orders.history.placed', { number: e.number });
      case 'document':
        return t(`orders.history.document.${e.kind}`, { number: e.number });
      case 'mail':
        return (
          <>
            <Link to={href('AdminOutboxMessage', { id: e.outboxId }, locale)}>
              {t('orders.history.mail', { to: e.to, subject: e.subject })}
            </Link>{' '}
            <StatusBadge status={e.status} />
          </>
        );
      case 'note':
        return (
          <>
            <strong>{t('orders.history.note')}:</strong> <span className="order-note-text">{e.text}</span>
          </>
        );
      case 'change':
        return (
          <>
            {t('orders.history.change')}
            <ul className="order-history-changes">
              {e.changes.map((c) => (
                <li key={c.field}>
                  {FIELDS.has(c.field) ? t(`orders.history.field.${c.field}` as AdminKey) : c.field}:{' '}
                  {shownValue(c, c.before, t, locale, timeZone)} → {shownValue(c, c.after, t, locale, timeZone)}
                </li>
              ))}
            </ul>
          </>
        );
    }
  };
  const who = (e: OrderHistoryEntry) =>
    e.type === 'placed'
      ? t('orders.history.buyer', { name: e.by ?? '' })
      : e.type === 'change' || e.type === 'note'
        ? e.by === 'system'
          ? t('orders.history.system')
          : e.by
        : t('orders.none');

  return (
    <section className="admin-section" aria-labelledby="order-history">
      <h2 id="order-history">{t('orders.history')}</h2>
      <p className="admin-lead">{t('orders.historyLead')}</p>
      <form className="order-note-form" onSubmit={(e) => void add(e)} noValidate>
        <TextAreaField
          label={t('orders.notes.label')}
          hint={t('orders.notes.hint')}
          value={text}
          onChange={(value) => {
            setText(value);
            if (error) setError(undefined);
          }}
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          required
          error={error}
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={saving || undefined}>
            {saving ? t('orders.notes.saving') : t('orders.notes.add')}
          </button>
        </div>
      </form>
      <div className="admin-table-wrap" role="group" aria-labelledby="order-history" tabIndex={0}>
        <table className="admin-table order-history">
          <thead>
            <tr>
              <th scope="col">{t('orders.historyTime')}</th>
              <th scope="col">{t('orders.historyWhat')}</th>
              <th scope="col">{t('orders.historyWho')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={`${e.type}-${i}`}>
                <td className="nowrap">
                  <AdminDateTime value={e.at} />
                </td>
                <td>{what(e)}</td>
                <td>{who(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
