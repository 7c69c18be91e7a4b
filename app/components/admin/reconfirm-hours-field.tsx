import { RECONFIRM_HOURS, SUGGESTED_RECONFIRM_HOURS } from '../../../core/reconfirm/reconfirm-rules';
import { useAdminT } from '../../i18n/admin-t';
import { NumberInputField } from './widgets/form-fields';

/**
 * A seminar's no-show control (decision 134): how many hours before the start its seat holders
 * are asked to confirm, empty for never; the same field on the admin form and the seminar's edit page.
 */
export function ReconfirmHoursField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
}) {
  const t = useAdminT();
  return (
    <NumberInputField
      label={t('events.reconfirmHours')}
      value={value}
      onChange={onChange}
      min={RECONFIRM_HOURS.min}
      max={RECONFIRM_HOURS.max}
      hint={t('events.reconfirmHoursHint', { hours: SUGGESTED_RECONFIRM_HOURS })}
      error={error}
    />
  );
}
