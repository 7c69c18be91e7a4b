import { useEffect, useRef, type FormEvent } from 'react';
import { FormActionBar } from '../../components/admin/form-action-bar';
import { I18nProvider } from 'react-aria-components';
import { Link } from '../../components/ui/link';
import type { ApiEvent } from '../../../core/events/event-schema';
import { eventInput } from '../../../core/events/event-input';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { ReconfirmHoursField } from '../../components/admin/reconfirm-hours-field';
import { UnsavedChangesDialog } from '../../components/admin/unsaved-changes';
import { useDeleteQuestion } from '../../components/admin/delete-question';
import { SignupsNotice } from '../../components/admin/signups-notice';
import { useUnpublishQuestion } from '../../components/admin/unpublish-question';
import { HallClashNote } from '../../components/admin/hall-clash-note';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import {
  DateTimeField,
  NumberInputField,
  SelectField,
  TextInputField,
  ToggleField,
} from '../../components/admin/widgets/form-fields';
import { FieldErrorParams } from '../../components/admin/widgets/field-frame';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { eventHref } from '../../components/programme/event-paths';
import { useForm } from '../../forms/use-form';
import { useAdminT } from '../../i18n/admin-t';
import { intlLocale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import type { EditedEvent } from './event-edit';
import {
  eventEditPayload,
  eventEditProblems,
  needsLocation,
  toEventEditForm,
  type EventEditForm as Form,
} from './event-edit-fields';
import '../../styles/forms.css';
import '../../styles/account.css';
// The action bar and the dialog's frame are the admin forms' (no other admin style applies here).
import '../../styles/admin-form.css';

type Props = {
  event: EditedEvent;
  locations: { id: number; label: string; label_en: string | null }[];
  signups: number;
};

/** The event edit form: saves through PUT /api/events/{id}, asks before leaving with edits. */
export function EventEditForm({ event, locations, signups }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const context = { eventtype: event.eventtype, hall: event.hall, exhibitor: event.exhibitor };
  const editor = useRecordEditor<Form, ApiEvent>({
    id: event.id,
    initial: toEventEditForm(event),
    path: '/events',
    toPayload: (form) => eventEditPayload(form),
    fromAnswer: toEventEditForm,
    idOf: (answer) => answer.id,
    problems: (form) => eventEditProblems(form, context),
    problemsToast: (found) =>
      Object.values(found).includes('Form.error.required') ? 'detail.fillRequired' : 'detail.checkFields',
    messages: { created: 'toast.recordsSaved', saved: 'toast.recordsSaved', deleted: 'events.deleted' },
    listHref: href('Me', {}, locale),
    detailHref: (id) => href('EventEdit', { id }, locale),
  });
  const { form, set, errors, saved } = editor;
  // Name, value, the limits of core's schema and the refusal next to each field (decision 109);
  // `required` where the page asks for more than the API (eventEditProblems).
  const f = useForm(eventInput, { values: form, set, errors });
  const unpublish = useUnpublishQuestion({
    name: saved.name,
    wasPublished: saved.published,
    willPublish: form.published,
    // Saved as a draft since the page loaded: its sign-ups ended with that save (decision 061).
    signups: event.published_at && !saved.published ? 0 : signups,
    save: editor.save,
  });
  // Delete for the same people as Save (public-site.md 2.7); the API decides again. Then to the
  // Me page's list of one's events with the delete's toast.
  const deletion = useDeleteQuestion({
    remove: editor.remove,
    guard: editor.guard,
    text: (
      <>
        <p>{t('events.deleteText', { name: saved.name })}</p>
        <SignupsNotice count={event.published_at && !saved.published ? 0 : signups} />
      </>
    ),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    unpublish.save();
  };
  useEffect(() => {
    // A refused save takes the keyboard to the first field it names (the toast only sums it up).
    if (!submitted.current || !Object.keys(errors).length) return;
    submitted.current = false;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, [errors]);

  const locationOptions = locations.map((l) => ({ id: l.id, label: (locale === 'en' && l.label_en) || l.label }));
  const withLocation = needsLocation(event.eventtype);

  return (
    // React Aria's date fields speak the page's language.
    <I18nProvider locale={intlLocale(locale)}>
      <div className="container me-page speaker-edit event-edit">
        <p className="speaker-edit-back">
          <Link to={href('Me', {}, locale)} className="text-link">
            ‹ {t('speakerEdit.back')}
          </Link>
        </p>
        <header className="me-head">
          <p className="speaker-edit-kicker">{t('eventEdit.title')}</p>
          <h1>{saved.name}</h1>
          {/* The public page (or the draft badge) and Delete, side by side. */}
          <div className="event-edit-head-actions">
            {saved.published ? (
              <Link
                to={eventHref({ id: event.id, type: event.eventtype, slug: event.slug, slug_en: event.slug_en }, locale)}
                className="text-link"
              >
                {t('speakerEdit.viewPublic')}
              </Link>
            ) : (
              <span className="me-badge speaker-edit-draft">{t('me.draft')}</span>
            )}
            <button type="button" className="button button-small button-ghost button-danger-ghost" onClick={deletion.ask}>
              {t('detail.delete')}
            </button>
          </div>
        </header>

        <form ref={formRef} className="me-forms" onSubmit={submit} noValidate aria-busy={editor.saving || undefined}>
          <FieldErrorParams.Provider value={editor.errorParams}>
            <section className="me-card" aria-labelledby="event-basics">
              <h2 id="event-basics">{t('eventEdit.basics')}</h2>
              <ToggleField
                label={t('events.publish')}
                value={form.published}
                onChange={(v) => set('published', v)}
                hint={t('eventEdit.publishHint')}
              />
              <div className="form-grid form-grid-2">
                <TextInputField label={t('events.name')} {...f.field('name')} />
                <TextInputField label={t('events.nameEn')} {...f.field('name_en')} required />
                <DateTimeField label={t('events.start')} {...f.field('start')} timeZone={timeZone} />
                <DateTimeField label={t('events.end')} {...f.field('end')} timeZone={timeZone} />
                <NumberInputField label={t('events.maxUsers')} {...f.field('max_users')} required />
                {event.eventtype === EVENT_TYPE.seminar ? <ReconfirmHoursField {...f.field('reconfirm_hours')} /> : null}
                <HallClashNote hall={event.hall} start={form.start} end={form.end} exclude={event.id} timeZone={timeZone} />
              </div>
            </section>

            <section className="me-card" aria-labelledby="event-place">
              <h2 id="event-place">{t('eventEdit.place')}</h2>
              <div className="form-grid form-grid-2">
                <SelectField
                  label={t('events.location')}
                  {...f.field('location')}
                  required={withLocation}
                  options={locationOptions}
                  emptyLabel={withLocation ? undefined : t('events.none')}
                />
                <TextInputField label={t('events.address')} {...f.field('address')} />
                <TextInputField
                  label={t('events.website')}
                  {...f.field('facebook_link')}
                  placeholder="https://"
                  className="field-wide"
                />
              </div>
            </section>

            <div className="me-card">
              <RichTextEditor allowImages={false} label={t('events.description')} {...f.field('description')} />
              <RichTextEditor allowImages={false} label={t('events.descriptionEn')} {...f.field('description_en')} />
            </div>
          </FieldErrorParams.Provider>

          <FormActionBar dirty={editor.dirty} saving={editor.saving} onDiscard={editor.restore} />
        </form>
        <UnsavedChangesDialog blocker={editor.guard.blocker} />
        {unpublish.dialog}
        {deletion.dialog}
      </div>
    </I18nProvider>
  );
}
