import { useEffect, useRef, type FormEvent } from 'react';
import { FormActionBar } from '../../components/admin/form-action-bar';
import { Link } from '../../components/ui/link';
import { isErrorCode } from '../../../core/errors/error-codes';
import type { ApiSpeaker } from '../../../core/speakers/speaker-query';
import { speakerInput } from '../../../core/speakers/speaker-input';
import { useForm } from '../../forms/use-form';
import { speakerUpdateInput } from '../../../core/speakers/speaker-input';
import { validateInput } from '../../../core/validation/validate-input';
import type { FieldCodes } from '../../forms/api-client';
import { UnsavedChangesDialog } from '../../components/admin/unsaved-changes';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { PersonPhoto } from '../../components/person-photo';
import { TextField } from '../../components/ui/text-field';
import { useAdminT } from '../../i18n/admin-t';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import type { EditedSpeaker } from './speaker-edit';
import '../../styles/account.css';
// The action bar and the dialog's frame are the admin forms' (no other admin style applies here).
import '../../styles/admin-form.css';

/** What a member may change: not published_at nor users_can_edit (the API refuses both), not the image (no uploads). */
type SpeakerForm = Pick<
  Record<keyof ApiSpeaker, string>,
  'name' | 'job' | 'job_en' | 'description' | 'description_en' | 'web_link' | 'linkedin_link' | 'website'
>;

type Speaker = Pick<ApiSpeaker, 'id' | keyof SpeakerForm>;

function toForm(s: Speaker): SpeakerForm {
  return {
    name: s.name,
    job: s.job ?? '',
    job_en: s.job_en ?? '',
    description: s.description ?? '',
    description_en: s.description_en ?? '',
    web_link: s.web_link ?? '',
    linkedin_link: s.linkedin_link ?? '',
    website: s.website ?? '',
  };
}

/** The API's own schema, run before sending: the same codes next to the same fields. */
function problems(form: SpeakerForm): FieldCodes {
  const checked = validateInput(speakerUpdateInput, form);
  if (checked.ok) return {};
  const codes: FieldCodes = {};
  for (const [field, code] of Object.entries(checked.errors)) if (code) codes[field] = code;
  return codes;
}

/** A field's code as a site message; a code this build does not know reads as a generic error. */
const fieldText = (code: string | undefined): MessageKey | undefined =>
  code === undefined ? undefined : isErrorCode(code) ? code : 'Request.internal';

const TEXT_FIELDS = [
  { name: 'name', label: 'speakers.name', wide: true },
  { name: 'job', label: 'speakers.job' },
  { name: 'job_en', label: 'speakers.jobEn' },
] as const;

const LINK_FIELDS = [
  { name: 'web_link', label: 'speakers.twitter' },
  { name: 'linkedin_link', label: 'speakers.linkedin' },
  { name: 'website', label: 'events.website', wide: true },
] as const;

/** The self-edit form: saves through PUT /api/speakers/{id}, asks before leaving with edits. */
export function SpeakerEditForm({ speaker }: { speaker: EditedSpeaker }) {
  const t = useAdminT();
  const locale = useLocale();
  const editor = useRecordEditor<SpeakerForm, ApiSpeaker>({
    id: speaker.id,
    initial: toForm(speaker),
    path: '/speakers',
    toPayload: (form) => form,
    fromAnswer: toForm,
    idOf: (answer) => answer.id,
    problems,
    problemsToast: (found) =>
      Object.values(found).includes('Form.error.required') ? 'detail.fillRequired' : 'detail.checkFields',
    messages: { created: 'speakers.created', saved: 'speakers.saved', deleted: 'speakers.deleted' },
    listHref: href('Me', {}, locale),
    detailHref: (id) => href('SpeakerEdit', { id }, locale),
  });
  const { form, set, errors, saved } = editor;
  // The site's TextField takes an input's change event, so only the constraints are spread here.
  const f = useForm(speakerInput, { values: form, set, errors });
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    void editor.save();
  };
  useEffect(() => {
    // A refused save takes the keyboard to the first field it names (the toast only sums it up).
    if (!submitted.current || !Object.keys(errors).length) return;
    submitted.current = false;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred: at an edge the sticky header or the action bar would cover it.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, [errors]);

  return (
    <div className="container me-page speaker-edit">
      <p className="speaker-edit-back">
        <Link to={href('Me', {}, locale)} className="text-link">
          ‹ {t('speakerEdit.back')}
        </Link>
      </p>
      <header className="me-head">
        <p className="speaker-edit-kicker">{t('speakerEdit.title')}</p>
        <h1>{saved.name}</h1>
        {speaker.published ? (
          <Link to={href('SpeakerDetail', { id: speaker.id }, locale)} className="text-link">
            {t('speakerEdit.viewPublic')}
          </Link>
        ) : (
          <span className="me-badge speaker-edit-draft">{t('me.draft')}</span>
        )}
      </header>

      <form ref={formRef} className="me-forms" onSubmit={submit} noValidate aria-busy={editor.saving || undefined}>
        <section className="me-card" aria-labelledby="speaker-basics">
          <h2 id="speaker-basics">{t('speakerEdit.basics')}</h2>
          <div className="speaker-edit-photo">
            <PersonPhoto name={saved.name} image={speaker.photo} size="large" />
            <div>
              <p className="field-label">{t('speakers.image')}</p>
              <p className="field-hint">{t('speakerEdit.photoNote')}</p>
            </div>
          </div>
          <div className="form-grid form-grid-2">
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                {...f.constraints(field.name)}
                name={field.name}
                label={t(field.label)}
                value={form[field.name]}
                onChange={(e) => set(field.name, e.target.value)}
                error={fieldText(errors[field.name])}
                className={'wide' in field ? 'field-wide' : undefined}
              />
            ))}
          </div>
        </section>

        <section className="me-card" aria-labelledby="speaker-links">
          <h2 id="speaker-links">{t('speakers.sectionLinks')}</h2>
          <div className="form-grid form-grid-2">
            {LINK_FIELDS.map((field) => (
              <TextField
                key={field.name}
                {...f.constraints(field.name)}
                name={field.name}
                inputMode="url"
                label={t(field.label)}
                placeholder="https://"
                value={form[field.name]}
                onChange={(e) => set(field.name, e.target.value)}
                error={fieldText(errors[field.name])}
                className={'wide' in field ? 'field-wide' : undefined}
              />
            ))}
          </div>
        </section>

        <div className="me-card">
          <RichTextEditor
            allowImages={false}
            label={t('events.description')}
            value={form.description}
            onChange={(v) => set('description', v)}
            error={errors.description}
          />
          <RichTextEditor
            allowImages={false}
            label={t('events.descriptionEn')}
            value={form.description_en}
            onChange={(v) => set('description_en', v)}
            error={errors.description_en}
          />
        </div>

        <FormActionBar dirty={editor.dirty} saving={editor.saving} onDiscard={editor.restore} />
      </form>
      <UnsavedChangesDialog blocker={editor.guard.blocker} />
    </div>
  );
}
