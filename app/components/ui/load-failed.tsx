import { useT } from '../../i18n/use-t';

/**
 * A compact "could not load the data" line with a retry button, for a part of a page that
 * loads its data in the browser (the search list, the livestream banner) so that a failure is
 * said where the data would be, not left as a blank or silently stale area.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="load-failed" role="alert">
      <span>{t('load.failed')}</span>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}
