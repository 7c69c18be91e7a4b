import { useEffect, useId, useState } from 'react';
import type { ApiVersion } from '../../../core/versions/find-versions';
import type { VersionedEntity } from '../../../core/versions/version-data';
import { apiCall } from '../../forms/api-client';
import { codeText, useAdminT } from '../../i18n/admin-t';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { ConfirmDialog } from './confirm-dialog';
import { formatDateTime } from './format-date-time';
import { useAdminToast } from './use-admin-toast';

type Loaded = ApiVersion[] | 'failed' | null;

/**
 * The versions an event's or page's saves left, newest first, each with "restore this version"
 * (decision 089): a question first, then the ordinary update on the server, then the screen
 * loads the record again. `version` reloads the list after a save.
 */
export function VersionHistory({ entity, id, version = 0 }: { entity: VersionedEntity; id: number; version?: unknown }) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const toast = useAdminToast();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [chosen, setChosen] = useState<ApiVersion | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ entity, entity_id: String(id) });
    apiCall<ApiVersion[]>('GET', `/versions?${query}`, undefined, { signal: controller.signal })
      .then((res) => {
        if (!controller.signal.aborted) setLoaded(res.ok ? res.data : 'failed');
      })
      // Aborted when the form saves or the screen closes: a newer answer or none is wanted then.
      .catch(() => {});
    return () => controller.abort();
  }, [entity, id, version]);

  const restore = async () => {
    if (!chosen) return;
    setRestoring(true);
    setRefusal(null);
    const res = await apiCall<unknown>('POST', `/versions/${chosen.id}/restore`);
    if (!res.ok) {
      setRestoring(false);
      setRefusal(codeText(t, res.code, res.params));
      return;
    }
    toast.success('versions.restored');
    // The form, its saved copy and every panel read the record again.
    window.location.reload();
  };

  const when = (v: ApiVersion) => formatDateTime(v.at, locale, timeZone);
  return (
    <section className="admin-section version-history" aria-labelledby={headingId} aria-busy={loaded === null || undefined}>
      <h2 id={headingId}>{t('versions.title')}</h2>
      <p className="field-hint">{t(entity === 'events' ? 'versions.leadEvents' : 'versions.leadPages')}</p>
      {loaded === null ? (
        <p className="empty-state">{t('versions.loading')}</p>
      ) : loaded === 'failed' ? (
        <p className="field-error">{t('versions.failed')}</p>
      ) : loaded.length === 0 ? (
        <p className="empty-state">{t('versions.empty')}</p>
      ) : (
        <ol className="record-history-list" role="list">
          {loaded.map((v, i) => (
            <li key={v.id} className="admin-item">
              <div className="admin-item-main">
                <span className="admin-item-title">{String(v.data.name ?? '')}</span>
                <span className="admin-item-meta">
                  <time dateTime={v.at}>{when(v)}</time> · {v.actor_name}
                  {i === 0 ? ` · ${t('versions.current')}` : ''}
                </span>
              </div>
              {i === 0 ? null : (
                <button
                  type="button"
                  className="button button-small button-ghost"
                  onClick={() => setChosen(v)}
                  aria-label={t('versions.restoreNamed', { when: when(v) })}
                >
                  {t('versions.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={chosen !== null}
        title={t('versions.restoreTitle')}
        confirmLabel={t('versions.restore')}
        cancelLabel={t('detail.cancel')}
        isPending={restoring}
        onConfirm={() => void restore()}
        onCancel={() => {
          setChosen(null);
          setRefusal(null);
        }}
        error={refusal}
      >
        <p>{t('versions.restoreText', { when: chosen ? when(chosen) : '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
