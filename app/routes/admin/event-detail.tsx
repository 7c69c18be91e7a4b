import { Link } from '../../components/ui/link';
import type { Route } from './+types/event-detail';
import { canEditEvent } from '../../../core/accounts/policy';
import { eventFormOptions } from '../../../core/events/event-form-options';
import type { ApiEvent } from '../../../core/events/event-schema';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { getEvent } from '../../../core/events/get-event';
import { eventInput } from '../../../core/events/event-input';
import { ReconfirmHoursField } from '../../components/admin/reconfirm-hours-field';
import { countSignups } from '../../../core/signups/cancel-signups';
import { forbiddenPage } from '../../auth/forbidden.server';
import { requireAuthorized } from '../../auth/guards.server';
import { HallClashNote } from '../../components/admin/hall-clash-note';
import { AdminDetail } from '../../components/admin/admin-detail';
import { VersionHistory } from '../../components/admin/version-history';
import { apiCall } from '../../forms/api-client';
import { useForm } from '../../forms/use-form';
import { EmbedsManager } from '../../components/admin/embeds-manager';
import { eventHref } from '../../components/programme/event-paths';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { SignupsNotice } from '../../components/admin/signups-notice';
import { useUnpublishQuestion } from '../../components/admin/unpublish-question';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { FilesManager } from '../../components/admin/widgets/files-manager';
import {
  DateTimeField,
  NumberInputField,
  SelectField,
  TextInputField,
  ToggleField,
} from '../../components/admin/widgets/form-fields';
import { ImageField } from '../../components/admin/widgets/image-field';
import { MultiSelectField } from '../../components/admin/widgets/multi-select-field';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';
import { editedEdition } from './edited-edition.server';
import {
  ACCESS_CONTROLS,
  emptyEventForm,
  eventFormProblems,
  eventToForm,
  fieldsOfType,
  formToPayload,
  missesRequired,
  sameEventForm,
  type EventForm,
} from './event-form';

/**
 * One event to edit, or `new` to create one. Admins edit any event; an Organizer the events of
 * exhibitors they may edit (another's draft is a 404, another's published event a 403), as
 * the write API decides again on save. An event of the edition edited (decision 178): created in
 * it, saved with its year; an archived edition's is shown read-only.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'adminArea.use');
  const { db, config } = args.context.get(appContext);
  const { ref: edition, other, editable } = await editedEdition(db, args.request, viewer);
  const [event, options] = await Promise.all([
    loadDetailRecord(args.params.id, (id) =>
      getEvent(db, {
        id,
        viewer,
        timezone: config.timezone,
        params: new URLSearchParams({ _publicationState: 'preview' }),
        edition,
      }),
    ),
    eventFormOptions(db, { viewer, timezone: config.timezone }),
  ]);
  if (event && !canEditEvent(viewer, { exhibitorId: event.exhibitor?.id ?? null }, viewer.editableExhibitorIds)) {
    throw forbiddenPage(args.request, 'eventEditor');
  }
  // Who is signed up or waiting: the attendees link, and the delete and unpublish questions (decision 061).
  const signups = event ? (await countSignups(db, [event.id])).get(event.id)! : { taken: 0, waiting: 0 };
  return { event, options, signups, edition: other ? { year: other.year, editable } : null };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  const event = args.loaderData?.event;
  return routeMeta(args, { title: event ? event.name : t('events.new') });
}

export default function AdminEventDetail({ loaderData }: Route.ComponentProps) {
  // A new loader answer (after Restore, or another event) starts a fresh form.
  const key = `${loaderData.event?.id ?? 'new'}:${loaderData.event?.updated_at ?? ''}`;
  return (
    <EventEditor
      key={key}
      event={loaderData.event}
      options={loaderData.options}
      signups={loaderData.signups}
      edition={loaderData.edition}
    />
  );
}

type Props = {
  event: ApiEvent | null;
  options: Route.ComponentProps['loaderData']['options'];
  signups: { taken: number; waiting: number };
  /** The edition edited when it is not the current one (decision 178). */
  edition: { year: number; editable: boolean } | null;
};

function EventEditor({ event, options, signups, edition }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const toast = useAdminToast();

  const id = event?.id ?? null;
  const editor = useRecordEditor<EventForm, ApiEvent>({
    id,
    initial: event ? eventToForm(event) : emptyEventForm(),
    path: '/events',
    query: edition ? `?edition=${edition.year}` : undefined,
    toPayload: (form) => formToPayload(form),
    fromAnswer: eventToForm,
    idOf: (answer) => answer.id,
    problems: eventFormProblems,
    problemsToast: (problems) => (missesRequired(problems) ? 'detail.fillRequired' : 'detail.checkFields'),
    messages: { created: 'events.created', saved: 'events.saved', deleted: 'events.deleted' },
    listHref: href('AdminEvents', {}, locale),
    detailHref: (newId) => href('AdminEventDetail', { id: newId }, locale),
    same: sameEventForm,
  });
  const { form, set, setForm, saved, setSaved, errors } = editor;
  // Name, value, the limits of core's schema and the refusal next to each field (decision 109).
  const f = useForm(eventInput, { values: form, set, errors });
  const shows = fieldsOfType(form);

  /** Attachments saved at once on an existing event (the files manager's changes). */
  const saveFiles = async (files: EventForm['files']) => {
    setForm((f) => ({ ...f, files }));
    if (id === null) return;
    const res = await apiCall<ApiEvent>('PUT', `/events/${id}${edition ? `?edition=${edition.year}` : ''}`, {
      files: files.map((f) => f.id),
    });
    if (!res.ok) {
      toast.refused(res.code, res.params);
      return;
    }
    setSaved((s) => ({ ...s, files }));
  };

  const exhibitorOptions = options.exhibitors;
  // Reference data in the admin's language where it has an English name.
  const named = (list: typeof options.halls) =>
    list.map((o) => ({ id: o.id, label: (locale === 'en' && o.label_en) || o.label }));
  const title = id === null ? t('events.new') : form.name || saved.name;
  // Saved as a draft since the page loaded: its sign-ups ended with that save (decision 061).
  const current = event?.published_at && !saved.published ? { taken: 0, waiting: 0 } : signups;
  const signedUp = current.taken + current.waiting;
  const unpublish = useUnpublishQuestion({
    name: saved.name,
    wasPublished: saved.published,
    willPublish: form.published,
    signups: signedUp,
    save: editor.save,
  });
  // An archived edition's event is read-only (the server refuses its changes too, decision 178).
  const readOnly = edition !== null && !edition.editable;
  // Another edition's event has no page at today's URLs.
  const publicHref =
    event && !edition
      ? eventHref({ id: event.id, type: event.eventtype.id, slug: event.slug, slug_en: event.slug_en }, locale)
      : null;

  return (
    <AdminDetail
      history="events"
      // An archived edition's event is not restored (the server refuses it): no history offered.
      after={id !== null && !readOnly ? <VersionHistory entity="events" id={id} version={editor.saved} /> : null}
      title={title}
      kicker={
        id === null ? (
          t('events.kickerNew')
        ) : (
          <>
            {t('events.kicker', { id })} <PublicationBadge published={saved.published} />
          </>
        )
      }
      backHref={href('AdminEvents', {}, locale)}
      backLabel={t('events.back')}
      id={id}
      editor={{ ...editor, save: unpublish.save }}
      readOnly={readOnly}
      deletable={!readOnly}
      deleteText={
        <>
          <p>{t('events.deleteText', { name: saved.name })}</p>
          <SignupsNotice count={signedUp} />
        </>
      }
      headerActions={
        event && publicHref ? (
          <>
            {event.eventtype.id === EVENT_TYPE.seminar ? (
              // The attendee table lives on the seminar's page, drafts included, for its editors.
              <Link to={`${publicHref}#event-attendees`} className="button button-ghost">
                {t('events.attendees', { count: current.taken })} <span aria-hidden="true">→</span>
              </Link>
            ) : null}
            {/* A draft's page shows to its editors only: a preview before publishing. */}
            <Link to={publicHref} className="button button-ghost" target="_blank" rel="noopener">
              {t(saved.published ? 'events.viewPublic' : 'events.preview')}
            </Link>
          </>
        ) : null
      }
    >
      {readOnly ? <p className="notification notification-info">{t('edited.readOnly', { year: edition.year })}</p> : null}
      {id === null && exhibitorOptions.length === 0 ? (
        <p className="notification notification-info">{t('events.noExhibitors')}</p>
      ) : null}

      <section className="admin-section">
        <h2>{t('events.sectionBasics')}</h2>
        <ToggleField
          label={t('events.publish')}
          value={form.published}
          onChange={(v) => set('published', v)}
          hint={t('events.publishHint')}
        />
        <div className="form-grid">
          <TextInputField label={t('events.name')} {...f.field('name')} />
          <TextInputField label={t('events.nameEn')} {...f.field('name_en')} />
          <SelectField label={t('events.type')} {...f.field('eventtype')} options={named(options.eventTypes)} />
          {/* Required by the form's rule (core's eventProblems), not by the schema's shape. */}
          <SelectField
            label={t('events.exhibitor')}
            {...f.field('exhibitor')}
            required
            options={exhibitorOptions}
            emptyLabel={t('events.none')}
          />
          <DateTimeField label={t('events.start')} {...f.field('start')} timeZone={timeZone} />
          <DateTimeField label={t('events.end')} {...f.field('end')} timeZone={timeZone} />
          {shows.hall ? (
            <SelectField
              label={t('events.hall')}
              {...f.field('hall')}
              required={form.eventtype === EVENT_TYPE.seminar}
              options={named(options.halls)}
              emptyLabel={t('events.none')}
            />
          ) : null}
          <HallClashNote
            hall={form.hall}
            start={form.start}
            end={form.end}
            exclude={id}
            edition={edition?.year}
            timeZone={timeZone}
          />
          {shows.location ? (
            <SelectField
              label={t('events.location')}
              {...f.field('location')}
              required={form.eventtype === EVENT_TYPE.accompanying}
              options={named(options.locations)}
              emptyLabel={t('events.none')}
            />
          ) : null}
          {shows.maxUsers ? (
            <NumberInputField
              label={t('events.maxUsers')}
              {...f.field('max_users')}
              required={form.eventtype === EVENT_TYPE.seminar}
            />
          ) : null}
          {form.eventtype === EVENT_TYPE.seminar || form.reconfirm_hours !== null ? (
            <ReconfirmHoursField {...f.field('reconfirm_hours')} />
          ) : null}
          <SelectField
            label={t('events.access')}
            value={form.access_control}
            onChange={(v) => set('access_control', v ?? 'public')}
            options={ACCESS_CONTROLS.map((value) => ({ id: value, label: t(`events.access.${value}`) }))}
            hint={t(`events.accessHint.${form.access_control}`)}
            error={errors.access_control}
          />
        </div>
        <ToggleField label={t('events.premiere')} {...f.field('is_premiere')} hint={t('events.premiereHint')} />
      </section>

      <section className="admin-section">
        <h2>{t('events.sectionDescription')}</h2>
        <RichTextEditor label={t('events.description')} {...f.field('description')} />
        <RichTextEditor label={t('events.descriptionEn')} {...f.field('description_en')} />
        <ImageField label={t('events.image')} value={form.image} onChange={(v) => set('image', v)} error={errors.image} />
      </section>

      <section className="admin-section">
        <h2>{t('events.sectionSpeakers')}</h2>
        <MultiSelectField
          label={t('events.speakers')}
          value={form.speakers}
          onChange={(v) => set('speakers', v.map(Number))}
          options={options.speakers}
          sortable
          hint={t('events.speakersHint')}
          error={errors.speakers}
        />
      </section>

      <section className="admin-section">
        <h2>{t('events.sectionContact')}</h2>
        <div className="form-grid">
          <TextInputField label={t('events.address')} {...f.field('address')} />
          <TextInputField label={t('events.website')} {...f.field('facebook_link')} placeholder="https://" />
          <TextInputField label={t('events.contact')} {...f.field('contact')} />
          <TextInputField label={t('events.contactEmail')} {...f.field('contact_email')} autoComplete="off" />
        </div>
      </section>

      <EmbedsManager eventId={id} embeds={form.embeds} onChange={(embeds) => setForm((f) => ({ ...f, embeds }))} />

      <section className="admin-section">
        <h2>{t('events.sectionFiles')}</h2>
        <FilesManager files={form.files} onChange={(files) => void saveFiles(files)} />
      </section>
      {unpublish.dialog}
    </AdminDetail>
  );
}
