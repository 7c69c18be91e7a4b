import { Button, Label, ProgressBar } from 'react-aria-components';
import { useAdminT } from '../../../i18n/admin-t';
import { intlLocale } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/use-t';
import '../../../styles/admin-widgets.css';

/**
 * An upload under way: the share sent and a Cancel button. At 100 % the server is still
 * resizing the images, so the bar turns indeterminate and says so instead of looking stuck.
 */
export function UploadProgress({ fraction, onCancel }: { fraction: number; onCancel: () => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const sent = fraction >= 1;
  // Our own formatting: React Aria would format in its provider's locale, not the page's.
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(fraction);
  return (
    <div className="upload-progress">
      <ProgressBar value={fraction * 100} valueLabel={percent} isIndeterminate={sent} className="upload-progress-bar">
        <div className="upload-progress-head">
          <Label>{sent ? t('widgets.upload.processing') : t('widgets.upload.uploading')}</Label>
          {sent ? null : <span className="upload-progress-value">{percent}</span>}
        </div>
        <div className="upload-progress-track">
          <div
            className={`upload-progress-fill${sent ? ' upload-progress-fill-busy' : ''}`}
            style={{ width: sent ? '100%' : `${fraction * 100}%` }}
          />
        </div>
      </ProgressBar>
      <Button className="button button-small button-ghost" onPress={onCancel}>
        {t('widgets.upload.cancel')}
      </Button>
    </div>
  );
}
