import type { Route } from './+types/speaker-detail';
import { speakerInput } from '../../../core/speakers/speaker-input';
import { useForm } from '../../forms/use-form';
import { canEditSpeaker, canSeeEditors } from '../../../core/accounts/policy';
import type { Media } from '../../../core/serialize/media';
import { getSpeaker } from '../../../core/speakers/get-speaker';
import type { ApiSpeaker } from '../../../core/speakers/speaker-query';
import { forbiddenPage } from '../../auth/forbidden.server';
import { requireAuthorized } from '../../auth/guards.server';
import { useOptionalUser } from '../../auth/use-user';
import { AdminDetail } from '../../components/admin/admin-detail';
import type { FieldCodes } from '../../forms/api-client';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { TextInputField, ToggleField } from '../../components/admin/widgets/form-fields';
import { ImageField } from '../../components/admin/widgets/image-field';
import { MultiSelectField } from '../../components/admin/widgets/multi-select-field';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';
import { editorOptions } from './editor-options.server';

/**
 * A speaker to edit, or `new`: Admins any, Organizers the speakers they may edit (another's
 * draft is a 404, another's published speaker a 403), as the write API decides again.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'speakers.manage');
  const { db, config } = args.context.get(appContext);
  const read = { viewer, timezone: config.timezone };
  const speaker = await loadDetailRecord(args.params.id, (id) =>
    getSpeaker(db, { id, ...read, params: new URLSearchParams({ _publicationState: 'preview' }) }),
  );
  if (speaker && !canEditSpeaker(viewer, speaker.id, viewer.editableSpeakerIds))
    throw forbiddenPage(args.request, 'speakerEditor');
  // Only Admins grant edit rights, so only they get the accounts to choose from.
  const users = canSeeEditors(viewer) ? await editorOptions(db, read) : [];
  return { speaker, users };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.speaker?.name ?? t('speakers.new') });
}

type SpeakerForm = {
  name: string;
  job: string;
  job_en: string;
  description: string;
  description_en: string;
  web_link: string;
  linkedin_link: string;
  website: string;
  image: Media | null;
  published: boolean;
  published_at: string | null;
  users_can_edit: number[];
};

function toForm(s: ApiSpeaker | null): SpeakerForm {
  return {
    name: s?.name ?? '',
    job: s?.job ?? '',
    job_en: s?.job_en ?? '',
    description: s?.description ?? '',
    description_en: s?.description_en ?? '',
    web_link: s?.web_link ?? '',
    linkedin_link: s?.linkedin_link ?? '',
    website: s?.website ?? '',
    image: s?.image ?? null,
    published: s ? s.published_at !== null : false,
    published_at: s?.published_at ?? null,
    users_can_edit: (s?.users_can_edit ?? []).map((u) => u.id),
  };
}

export default function AdminSpeakerDetail({ loaderData }: Route.ComponentProps) {
  const { speaker } = loaderData;
  return <SpeakerEditor key={`${speaker?.id ?? 'new'}:${speaker?.updated_at ?? ''}`} {...loaderData} />;
}

function SpeakerEditor({ speaker, users }: Route.ComponentProps['loaderData']) {
  const t = useAdminT();
  const locale = useLocale();
  const admin = canSeeEditors(useOptionalUser());
  const editor = useRecordEditor<SpeakerForm, ApiSpeaker>({
    id: speaker?.id ?? null,
    initial: toForm(speaker),
    path: '/speakers',
    toPayload: ({ published, users_can_edit, ...form }) => ({
      ...form,
      name: form.name.trim(),
      image: form.image?.id ?? null,
      published_at: published ? (form.published_at ?? new Date().toISOString()) : null,
      ...(admin ? { users_can_edit } : {}),
    }),
    fromAnswer: toForm,
    idOf: (answer) => answer.id,
    problems: (form): FieldCodes => (form.name.trim() ? {} : { name: 'Form.error.required' }),
    messages: { created: 'speakers.created', saved: 'speakers.saved', deleted: 'speakers.deleted' },
    listHref: href('AdminSpeakers', {}, locale),
    detailHref: (id) => href('AdminSpeakerDetail', { id }, locale),
  });
  const { form, set, errors } = editor;
  const f = useForm(speakerInput, { values: form, set, errors });
  return (
    <AdminDetail
      history="speakers"
      title={speaker ? form.name || speaker.name : t('speakers.new')}
      kicker={
        speaker ? (
          <>
            {t('speakers.kicker', { id: speaker.id })} <PublicationBadge published={speaker.published_at !== null} />
          </>
        ) : (
          t('speakers.new')
        )
      }
      backHref={href('AdminSpeakers', {}, locale)}
      backLabel={t('speakers.back')}
      id={speaker?.id ?? null}
      editor={editor}
    >
      <section className="admin-section">
        <ToggleField
          label={t('events.publish')}
          value={form.published}
          onChange={(v) => set('published', v)}
          hint={t('speakers.publishHint')}
        />
        <div className="form-grid">
          <TextInputField label={t('speakers.name')} {...f.field('name')} />
          <TextInputField label={t('speakers.job')} {...f.field('job')} />
          <TextInputField label={t('speakers.jobEn')} {...f.field('job_en')} />
        </div>
        <ImageField label={t('speakers.image')} value={form.image} onChange={(v) => set('image', v)} error={errors.image} />
      </section>
      <section className="admin-section">
        <h2>{t('speakers.sectionLinks')}</h2>
        <div className="form-grid">
          <TextInputField label={t('speakers.twitter')} {...f.field('web_link')} placeholder="https://" />
          <TextInputField label={t('speakers.linkedin')} {...f.field('linkedin_link')} placeholder="https://" />
          <TextInputField label={t('events.website')} {...f.field('website')} placeholder="https://" />
        </div>
      </section>
      <section className="admin-section">
        <h2>{t('events.sectionDescription')}</h2>
        <RichTextEditor
          label={t('events.description')}
          value={form.description}
          onChange={(v) => set('description', v)}
          error={errors.description}
        />
        <RichTextEditor
          label={t('events.descriptionEn')}
          value={form.description_en}
          onChange={(v) => set('description_en', v)}
          error={errors.description_en}
        />
      </section>
      {admin ? (
        <section className="admin-section">
          <h2>{t('exhibitors.sectionEditors')}</h2>
          <MultiSelectField
            label={t('speakers.editors')}
            value={form.users_can_edit}
            onChange={(v) => set('users_can_edit', v.map(Number))}
            options={users}
            hint={t('speakers.editorsHint')}
            error={errors.users_can_edit}
          />
        </section>
      ) : null}
    </AdminDetail>
  );
}
