import { useEffect, useId, useRef, useState } from 'react';
import { Input, TextField } from 'react-aria-components';
import { Link } from '../../components/ui/link';
import type { ApiAccessCode } from '../../../core/livestreams/access-code-query';
import { PASSPHRASE_MAX_LENGTH, PASSPHRASE_MIN_LENGTH } from '../../../core/livestreams/access-code-input';
import { AdminDetail } from '../../components/admin/admin-detail';
import { apiCall, type FieldCodes } from '../../forms/api-client';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { FieldFrame } from '../../components/admin/widgets/field-frame';
import { useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { AccessCodeFields, accessCodeProblems, toAccessCodeForm, type AccessCodeForm } from './access-code-form';

type Created = { data: ApiAccessCode; passphrase: string };

const EMPTY = toAccessCodeForm(null);

/**
 * Creating an access code: the passphrase is typed, fetched from the server's generator, or left
 * empty for the server to generate. The answer's passphrase is shown once, from memory only
 * (not the URL, not history state), so a reload or a later visit cannot show it again.
 */
/** The edition edited when it is not the current one (decision 178): the code is made in it. */
export function NewAccessCode({ edition }: { edition: { year: number; editable: boolean } | null }) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const [form, setForm] = useState<AccessCodeForm>(EMPTY);
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<FieldCodes>({});
  const [saving, setSaving] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const dirty = !created && (passphrase !== '' || JSON.stringify(form) !== JSON.stringify(EMPTY));
  const guard = useUnsavedChanges(dirty);

  const clearError = (...fields: string[]) =>
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([field]) => !fields.includes(field))));
  const set = <K extends keyof AccessCodeForm>(field: K, value: AccessCodeForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clearError(field, ...(field === 'conference' || field === 'seminars' ? ['rights'] : []));
  };
  const typePassphrase = (value: string) => {
    setPassphrase(value);
    clearError('passphrase');
  };

  const generate = async () => {
    setGenerating(true);
    const result = await apiCall<{ passphrase: string }>('GET', '/access-codes/passphrase');
    setGenerating(false);
    if (result.ok) typePassphrase(result.data.passphrase);
    else toast.refused(result.code, result.params);
  };

  // No new code in an archived edition (the server refuses it too).
  const readOnly = edition !== null && !edition.editable;
  const newTitle = edition ? t('accessCodes.newIn', { year: edition.year }) : t('accessCodes.new');

  const save = async () => {
    if (saving || readOnly) return;
    const typed = passphrase.trim();
    const problems: FieldCodes = {
      ...accessCodeProblems(form),
      ...(typed && typed.length < PASSPHRASE_MIN_LENGTH ? { passphrase: 'AccessCode.passphrase.min' } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) {
      toast.danger('detail.checkFields');
      return;
    }
    setSaving(true);
    const result = await apiCall<Created>('POST', `/access-codes${edition ? `?edition=${edition.year}` : ''}`, {
      label: form.label.trim(),
      conference: form.conference,
      seminars: form.seminars,
      ...(form.validUntil ? { validUntil: form.validUntil } : {}),
      ...(typed ? { passphrase: typed } : {}),
    });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields);
      toast.refused(result.code, result.params);
      return;
    }
    toast.success('accessCodes.created');
    setCreated(result.data);
  };

  const startOver = () => {
    setCreated(null);
    setForm(EMPTY);
    setPassphrase('');
    setErrors({});
  };

  if (created) return <CreatedPassphrase created={created} onAnother={startOver} />;

  return (
    <AdminDetail
      title={form.label.trim() || newTitle}
      kicker={newTitle}
      backHref={href('AdminAccessCodes', {}, locale)}
      backLabel={t('accessCodes.back')}
      id={null}
      editor={{ save, restore: startOver, saving, dirty, guard }}
      readOnly={readOnly}
    >
      {readOnly ? <p className="notification notification-info">{t('edited.readOnly', { year: edition.year })}</p> : null}
      <section className="admin-section">
        <div className="form-grid">
          <AccessCodeFields
            form={form}
            set={set}
            errors={errors}
            passphraseField={
              <FieldFrame label={t('accessCodes.passphrase')} hint={t('accessCodes.passphraseHint')} error={errors.passphrase}>
                {(ids) => (
                  <div className="field-with-action">
                    <TextField
                      id={ids.controlId}
                      value={passphrase}
                      onChange={typePassphrase}
                      isInvalid={!!errors.passphrase}
                      aria-labelledby={ids.labelId}
                      aria-describedby={ids.describedBy}
                      validationBehavior="aria"
                    >
                      <Input
                        className="field-input passphrase-input"
                        maxLength={PASSPHRASE_MAX_LENGTH}
                        autoComplete="off"
                        spellCheck={false}
                        autoCapitalize="off"
                      />
                    </TextField>
                    <button type="button" className="button button-ghost" onClick={() => void generate()} disabled={generating}>
                      {generating ? t('accessCodes.generating') : t('accessCodes.generate')}
                    </button>
                  </div>
                )}
              </FieldFrame>
            }
          />
        </div>
      </section>
    </AdminDetail>
  );
}

/** The passphrase of the code just made, once, with a copy button; focus moves here so it is heard at once. */
function CreatedPassphrase({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const value = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.passphrase);
      setCopied(true);
      toast.success('accessCodes.copied');
    } catch {
      // No clipboard (an old browser, a denied permission): select it for a manual copy.
      const selection = window.getSelection();
      if (value.current && selection) selection.selectAllChildren(value.current);
      toast.danger('accessCodes.copyFailed');
    }
  };

  return (
    <div className="admin-page admin-detail">
      <p className="admin-back">
        <Link to={href('AdminAccessCodes', {}, locale)} className="text-link">
          ‹ {t('accessCodes.back')}
        </Link>
      </p>
      <header className="admin-page-header">
        <div>
          <p className="admin-kicker">{t('accessCodes.kicker', { id: created.data.id })}</p>
          <h1>{created.data.label}</h1>
        </div>
      </header>
      <section className="admin-section passphrase-once" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('accessCodes.onceTitle', { label: created.data.label })}
        </h2>
        <p className="passphrase-once-warning">{t('accessCodes.onceText')}</p>
        <div className="passphrase-once-row">
          <code ref={value} className="passphrase-once-value" translate="no">
            {created.passphrase}
          </code>
          <button type="button" className="button" onClick={() => void copy()}>
            {copied ? t('accessCodes.copied') : t('accessCodes.copy')}
          </button>
        </div>
        <div className="passphrase-once-actions">
          <Link to={href('AdminAccessCodeDetail', { id: created.data.id }, locale)} className="button button-ghost">
            {t('accessCodes.openCode')}
          </Link>
          <button type="button" className="button button-ghost" onClick={onAnother}>
            {t('accessCodes.createAnother')}
          </button>
        </div>
      </section>
    </div>
  );
}
