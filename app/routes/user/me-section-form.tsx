import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { useToastOnce } from '../../components/toasts';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { useForm } from '../../forms/use-form';
import type { MessageKey } from '../../i18n/messages/cs';
import { useT } from '../../i18n/use-t';
import { FIELDS, MeForms, type MeIntent } from './me-forms';
import type { MeAnswer } from './me.server';

type Props = {
  intent: MeIntent;
  title: MessageKey;
  lead?: MessageKey;
  /** Stored values; a failed submit shows what was sent instead. */
  values: Record<string, unknown>;
  answer: MeAnswer | undefined;
  /** Changes when the record is saved: the form then starts from the stored values again. */
  version: string;
  /** Something the user should know about this card's data, above the form. */
  notice?: string | null;
};

/** One card of the Me page: a form that saves on its own. */
export function MeSectionForm({ intent, title, lead, values, answer, version, notice }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const own = answer?.intent === intent ? answer : undefined;
  const f = useForm(MeForms[intent], {
    // What was sent when the answer refused it, else the stored values; never a secret.
    defaults: Object.fromEntries(
      FIELDS[intent].filter((field) => !field.secret).map((field) => [field.name, own?.values[field.name] ?? values[field.name]]),
    ),
    errors: own?.errors,
  });
  const { errors, formRef } = f;
  useToastOnce(own?.toast);

  useEffect(() => {
    // After a save the fields take the stored (trimmed) values and password fields empty.
    formRef.current?.reset();
  }, [version, formRef]);

  const headingId = `${intent}-title`;
  return (
    <section className="me-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(title)}</h2>
      {lead ? <p className="me-card-lead">{t(lead)}</p> : null}
      {notice ? <Notification tone="info">{notice}</Notification> : null}
      {errors.form ? <Notification tone="danger">{t(errors.form)}</Notification> : null}
      <Form method="post" preventScrollReset {...f.form} className="form-grid form-grid-2">
        <input type="hidden" name="intent" value={intent} />
        {FIELDS[intent].map((field) => (
          <TextField
            key={field.name}
            {...f.field(field.name)}
            {...(field.type ? { type: field.type } : {})}
            label={t(field.label)}
            hint={field.hint ? t(field.hint) : undefined}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            className={field.wide ? 'field-wide' : undefined}
          />
        ))}
        <div className="form-actions field-wide">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('me.saving') : t('me.save')}
          </button>
        </div>
      </Form>
    </section>
  );
}
