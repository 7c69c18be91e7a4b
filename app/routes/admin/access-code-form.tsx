/**
 * The fields an access code shares between its create and edit screens: label, the two rights
 * (a fieldset with the code's one rule, at least one right) and the end of validity. The same
 * rules run again on the server (core/livestreams/access-code-input.ts).
 */
import type { ReactNode } from 'react';
import type { ApiAccessCode } from '../../../core/livestreams/access-code-query';
import { accessCodeInput } from '../../../core/livestreams/access-code-input';
import type { FieldCodes } from '../../forms/api-client';
import { useForm } from '../../forms/use-form';
import { FieldFrame } from '../../components/admin/widgets/field-frame';
import { DateTimeField, TextInputField, ToggleField } from '../../components/admin/widgets/form-fields';
import { useAdminT } from '../../i18n/admin-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import '../../styles/admin-access-codes.css';

export type AccessCodeForm = { label: string; conference: boolean; seminars: boolean; validUntil: string | null };

export const toAccessCodeForm = (c: ApiAccessCode | null): AccessCodeForm => ({
  label: c?.label ?? '',
  conference: c?.conference ?? false,
  seminars: c?.seminars ?? false,
  validUntil: c?.validUntil ?? null,
});

/** What the form tells before asking the server: a label, and at least one right. */
export const accessCodeProblems = (f: AccessCodeForm): FieldCodes => ({
  ...(f.label.trim() ? {} : { label: 'Form.error.required' }),
  ...(f.conference || f.seminars ? {} : { rights: 'AccessCode.rights' }),
});

type Props = {
  /** The create screen's passphrase field, after the label (a code's passphrase never changes). */
  passphraseField?: ReactNode;
  form: AccessCodeForm;
  set: <K extends keyof AccessCodeForm>(field: K, value: AccessCodeForm[K]) => void;
  errors: FieldCodes;
};

export function AccessCodeFields({ passphraseField, form, set, errors }: Props) {
  const t = useAdminT();
  const timeZone = useTimeZone();
  const f = useForm(accessCodeInput, { values: form, set, errors });
  return (
    <>
      <TextInputField label={t('accessCodes.label')} {...f.field('label')} hint={t('accessCodes.labelHint')} autoComplete="off" />
      {passphraseField}
      <FieldFrame as="fieldset" label={t('accessCodes.rights')} required hint={t('accessCodes.rightsHint')} error={errors.rights}>
        {() => (
          <div className="access-code-rights">
            <ToggleField label={t('accessCodes.conference')} value={form.conference} onChange={(v) => set('conference', v)} />
            <ToggleField label={t('accessCodes.seminars')} value={form.seminars} onChange={(v) => set('seminars', v)} />
          </div>
        )}
      </FieldFrame>
      <DateTimeField
        label={t('accessCodes.validUntil')}
        value={form.validUntil}
        onChange={(v) => set('validUntil', v)}
        timeZone={timeZone}
        hint={`${t('accessCodes.validUntilHint')} ${t('fields.timeZoneHint', { zone: timeZone })}`}
        error={errors.validUntil}
      />
    </>
  );
}
