import type { ComponentProps } from 'react';
import { SUGGESTED_RECONFIRM_HOURS } from '../../../core/reconfirm/reconfirm-rules';
import { useAdminT } from '../../i18n/admin-t';
import { NumberInputField } from './widgets/form-fields';

/**
 * A seminar's no-show control (decision 134): how many hours before the start its seat holders
 * are asked to confirm, empty for never; the same field on the admin form and the seminar's edit
 * page, bound with `{...f.field('reconfirm_hours')}` (its bounds from core's event schema).
 */
export function ReconfirmHoursField(props: Omit<ComponentProps<typeof NumberInputField>, 'label' | 'hint'>) {
  const t = useAdminT();
  return (
    <NumberInputField
      {...props}
      label={t('events.reconfirmHours')}
      hint={t('events.reconfirmHoursHint', { hours: SUGGESTED_RECONFIRM_HOURS })}
    />
  );
}
