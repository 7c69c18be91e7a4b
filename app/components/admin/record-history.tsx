import { useEffect, useId, useState } from 'react';
import { Link } from '../ui/link';
import { authorize } from '../../../core/authorization/authorize';
import type { ApiAuditEntry } from '../../../core/audit/audit-query';
import type { AuditEntity } from '../../../core/audit/record-audit';
import { useOptionalUser } from '../../auth/use-user';
import { apiCall } from '../../forms/api-client';
import { codeText, useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { AuditChanges } from './audit-changes';
import { formatDateTime } from './format-date-time';

const SHOWN = 20;
type Loaded = { entries: ApiAuditEntry[]; names: Record<string, string> } | 'failed' | null;

/**
 * A record's own entries of the audit log, newest first (decision 089), below its form: read
 * for Admins, who may read the log; loaded after the screen, so the form never waits for it.
 * `version` reloads it after a save.
 */
export function RecordHistory({ entity, id, version = 0 }: { entity: AuditEntity; id: number; version?: unknown }) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const user = useOptionalUser();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const allowed = authorize(user, 'auditLog.read').allowed;

  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ entity, entity_id: String(id), _sort: 'at:DESC', _limit: String(SHOWN) });
    void apiCall<{ data: ApiAuditEntry[]; names: Record<string, string> }>('GET', `/audit-log?${query}`, undefined, {
      signal: controller.signal,
    })
      .then((res) => {
        if (controller.signal.aborted) return;
        setLoaded(res.ok ? { entries: res.data.data, names: res.data.names } : 'failed');
      })
      // Aborted when the record saves again or the screen closes: a newer answer or none is wanted then.
      .catch(() => {});
    return () => controller.abort();
  }, [allowed, entity, id, version]);

  if (!allowed) return null;
  const logHref = `${href('AdminAuditLog', {}, locale)}?${new URLSearchParams({ entity })}`;
  return (
    <section className="admin-section record-history" aria-labelledby={headingId} aria-busy={loaded === null || undefined}>
      <h2 id={headingId}>{t('audit.history.title')}</h2>
      {loaded === null ? (
        <p className="empty-state">{t('audit.history.loading')}</p>
      ) : loaded === 'failed' ? (
        <p className="field-error">{t('audit.history.failed')}</p>
      ) : loaded.entries.length === 0 ? (
        <p className="empty-state">{t('audit.history.empty')}</p>
      ) : (
        <ol className="record-history-list" role="list">
          {loaded.entries.map((entry) => (
            <li key={entry.id}>
              <p className="record-history-head">
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale, timeZone)}</time> · {entry.actor_name} ·{' '}
                <span className={`status-badge audit-${entry.action}`}>{codeText(t, `audit.action.${entry.action}`)}</span>
              </p>
              <AuditChanges entry={entry} names={loaded.names} />
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={logHref} className="text-link">
          {t('audit.history.all')}
        </Link>
      </p>
    </section>
  );
}
