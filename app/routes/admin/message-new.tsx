import { useId } from 'react';
import { useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/message-new';
import { MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX } from '../../../core/messages/message-input';
import { canMessage } from '../../../core/accounts/policy';
import { requireAuthorized } from '../../auth/guards.server';
import { eventHref } from '../../components/programme/event-paths';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { appContext } from '../../context';
import type { FieldErrors } from '../../forms/form-errors';
import { answerTooManyAttempts } from '../../forms/rate-limited';
import { useFormValidation } from '../../forms/use-form-validation';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/admin-route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadMessageTarget, messageAction, type MessageAnswer } from './message-new.server';
import '../../styles/compose-message.css';

/** The browser's copy of the action's schema, loaded when the form is first used. */
const loadMessageInput = () => import('../../../core/messages/message-input').then((m) => m.messageInput);

/**
 * Compose a message (issue 30 item 4, decision 120): an organiser writes to a seminar's seat
 * holders or its waiting list (`?event=`), an Admin also to every ticket holder (no `?event`).
 * A preview shows each language's text and how many get it; sending sends what was previewed,
 * one mail per person through the outbox. Replaces the attendee list's `mailto:?bcc=` link.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'adminArea.use');
  const deps = args.context.get(appContext);
  const target = await loadMessageTarget(deps, args.request, viewer);
  return { ...target, isAdmin: canMessage(viewer, { audience: 'ticketHolders', event: null }, viewer.editableExhibitorIds) };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAuthorized(args, 'adminArea.use');
  return messageAction(args.context.get(appContext), args.request, viewer);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerTooManyAttempts(serverAction, (errors: FieldErrors): MessageAnswer => ({
    sent: null,
    preview: null,
    errors,
    values: {},
  }));
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('message.title'), robots: 'noindex' });
}

// Attendee counts and the organiser's draft: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

function TextAreaField({
  name,
  label,
  error,
  required,
  defaultValue,
  maxLength,
}: {
  name: string;
  label: string;
  error: MessageKey | undefined;
  required?: boolean;
  defaultValue: string | undefined;
  maxLength: number;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true" title={t('form.requiredMark')}>
            {' *'}
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        name={name}
        className="field-input field-textarea compose-text"
        rows={8}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export default function MessageNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const siteT = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const { event, counts, isAdmin: admin } = loaderData;
  const answer = actionData && !actionData.sent ? actionData : undefined;
  const { formRef, errors, onSubmit, onChange } = useFormValidation(loadMessageInput, answer?.errors ?? undefined);
  const values: Record<string, string> = answer?.values ?? {};
  const preview = answer?.preview;
  const eventName = event ? localized(event.name, event.name_en, locale) : null;
  const back = event ? (
    <Link
      className="button button-ghost"
      to={eventHref({ id: event.id, type: event.eventtypeId, slug: event.slug, slug_en: event.slug_en }, locale)}
    >
      {t('message.backToEvent')}
    </Link>
  ) : null;
  const outbox = admin ? (
    <Link className="button button-ghost" to={href('AdminOutbox', {}, locale)}>
      {t('outbox.title')}
    </Link>
  ) : null;

  if (actionData?.sent) {
    return (
      <div className="admin-page compose-message">
        <header className="admin-page-header">
          <h1>{t('message.title')}</h1>
        </header>
        <Notification tone="success">
          <p>{t('message.sent', { count: actionData.sent.recipients })}</p>
        </Notification>
        <p className="compose-actions">
          {back}
          {outbox}
        </p>
      </div>
    );
  }

  const audiences = event
    ? ([
        ['attendees', t('message.audience.attendees', { count: counts?.attendees ?? 0 })],
        ['waiting', t('message.audience.waiting', { count: counts?.waiting ?? 0 })],
      ] as const)
    : ([['ticketHolders', t('message.audience.ticketHolders')]] as const);
  const chosen = values.audience ?? audiences[0][0];
  // The digest stands for the previewed text: edited after the preview, the send answers a new preview.
  const stale = preview && values.intent === 'send';

  return (
    <div className="admin-page compose-message">
      <header className="admin-page-header">
        <h1>{t('message.title')}</h1>
        <p className="admin-lead">{eventName ? t('message.leadEvent', { name: eventName }) : t('message.leadAll')}</p>
      </header>
      {errors.form ? <Notification tone="danger">{siteT(errors.form)}</Notification> : null}
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} onChange={onChange} className="compose-form">
        {event ? <input type="hidden" name="event" value={event.id} /> : null}
        <fieldset className="admin-section compose-audience" aria-describedby={errors.audience ? 'audience-error' : undefined}>
          <legend>{t('message.audience')}</legend>
          {audiences.map(([value, label]) => (
            <label key={value} className="compose-choice">
              <input type="radio" name="audience" value={value} defaultChecked={value === chosen} />
              <span>{label}</span>
            </label>
          ))}
          {errors.audience ? (
            <p id="audience-error" className="field-error">
              {siteT(errors.audience)}
            </p>
          ) : null}
        </fieldset>
        <div className="compose-languages">
          <section className="admin-section" aria-labelledby="compose-cs">
            <h2 id="compose-cs">{t('message.czech')}</h2>
            <div className="form-grid">
              <TextField
                name="subject"
                label={t('message.subject')}
                required
                maxLength={MESSAGE_SUBJECT_MAX}
                defaultValue={values.subject}
                error={errors.subject}
              />
              <TextAreaField
                name="text"
                label={t('message.text')}
                required
                maxLength={MESSAGE_TEXT_MAX}
                defaultValue={values.text}
                error={errors.text}
              />
            </div>
          </section>
          <section className="admin-section" aria-labelledby="compose-en" aria-describedby="compose-en-hint">
            <h2 id="compose-en">{t('message.english')}</h2>
            <p id="compose-en-hint" className="field-hint">
              {t('message.englishHint')}
            </p>
            <div className="form-grid">
              <TextField
                name="subject_en"
                label={t('message.subjectEn')}
                lang="en"
                maxLength={MESSAGE_SUBJECT_MAX}
                defaultValue={values.subject_en}
                error={errors.subject_en}
              />
              <TextAreaField
                name="text_en"
                label={t('message.textEn')}
                maxLength={MESSAGE_TEXT_MAX}
                defaultValue={values.text_en}
                error={errors.text_en}
              />
            </div>
          </section>
        </div>
        <p className="compose-actions">
          <button type="submit" name="intent" value="preview" className="button button-ghost" aria-disabled={busy || undefined}>
            {t('message.preview')}
          </button>
          {back}
        </p>
        {preview ? (
          <section className="admin-section compose-preview" aria-labelledby="compose-preview" aria-live="polite">
            <h2 id="compose-preview">{t('message.previewTitle')}</h2>
            {stale ? <Notification tone="info">{t('message.stale')}</Notification> : null}
            <p>{t('message.previewCount', { count: preview.recipients })}</p>
            <div className="compose-copies">
              {preview.copies.map((copy) => (
                <article key={copy.locale} className="compose-copy" lang={copy.locale}>
                  <h3>{t(copy.locale === 'cs' ? 'message.copyCs' : 'message.copyEn', { count: copy.recipients })}</h3>
                  <p className="compose-copy-subject">{copy.subject}</p>
                  <pre className="compose-copy-text">{copy.text}</pre>
                </article>
              ))}
            </div>
            <input type="hidden" name="digest" value={preview.digest} />
            {preview.recipients ? (
              <p className="compose-actions">
                <button type="submit" name="intent" value="send" className="button" aria-disabled={busy || undefined}>
                  {t('message.send', { count: preview.recipients })}
                </button>
              </p>
            ) : (
              <Notification tone="info">{siteT('Message.noRecipients')}</Notification>
            )}
          </section>
        ) : null}
      </Form>
    </div>
  );
}
