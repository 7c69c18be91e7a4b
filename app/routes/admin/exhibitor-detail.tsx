import type { Route } from './+types/exhibitor-detail';
import { exhibitorInput } from '../../../core/exhibitors/exhibitor-input';
import { useForm } from '../../forms/use-form';
import type { ApiExhibitor } from '../../../core/exhibitors/exhibitor-query';
import { getExhibitor } from '../../../core/exhibitors/get-exhibitor';
import type { Media } from '../../../core/serialize/media';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import type { FieldCodes } from '../../forms/api-client';
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

/** An exhibitor to edit, or `new` (Admins): its card on the fair, its logo and who may edit its events. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'exhibitors.write');
  const { db, config } = args.context.get(appContext);
  const read = { viewer, timezone: config.timezone };
  const [exhibitor, users] = await Promise.all([
    loadDetailRecord(args.params.id, (id) => getExhibitor(db, { id, ...read, params: new URLSearchParams() })),
    editorOptions(db, read),
  ]);
  return { exhibitor, users };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.exhibitor?.name ?? t('exhibitors.new') });
}

type ExhibitorForm = {
  name: string;
  name_en: string;
  ispublic: boolean;
  person: string;
  phone: string;
  email: string;
  users_can_edit: number[];
  description: string;
  description_en: string;
  logo: Media | null;
};

function toForm(e: ApiExhibitor | null): ExhibitorForm {
  return {
    name: e?.name ?? '',
    name_en: e?.name_en ?? '',
    ispublic: e?.ispublic ?? true,
    person: e?.person ?? '',
    phone: e?.phone ?? '',
    email: e?.email ?? '',
    users_can_edit: (e?.users_can_edit ?? []).map((u) => u.id),
    description: e?.description ?? '',
    description_en: e?.description_en ?? '',
    logo: e?.logo ?? null,
  };
}

function problems(form: ExhibitorForm): FieldCodes {
  const found: FieldCodes = {};
  if (!form.name.trim()) found.name = 'Form.error.required';
  if (!form.logo) found.logo = 'exhibitors.missingLogo';
  return found;
}

export default function AdminExhibitorDetail({ loaderData }: Route.ComponentProps) {
  const { exhibitor } = loaderData;
  return <ExhibitorEditor key={`${exhibitor?.id ?? 'new'}:${exhibitor?.updated_at ?? ''}`} {...loaderData} />;
}

function ExhibitorEditor({ exhibitor, users }: Route.ComponentProps['loaderData']) {
  const t = useAdminT();
  const locale = useLocale();
  const editor = useRecordEditor<ExhibitorForm, ApiExhibitor>({
    id: exhibitor?.id ?? null,
    initial: toForm(exhibitor),
    path: '/exhibitors',
    toPayload: (form) => ({ ...form, name: form.name.trim(), logo: form.logo?.id ?? null }),
    fromAnswer: toForm,
    idOf: (answer) => answer.id,
    problems,
    problemsToast: (found) => (found.logo && Object.keys(found).length === 1 ? 'exhibitors.missingLogo' : 'detail.fillRequired'),
    messages: { created: 'exhibitors.created', saved: 'exhibitors.saved', deleted: 'exhibitors.deleted' },
    listHref: href('AdminExhibitors', {}, locale),
    detailHref: (id) => href('AdminExhibitorDetail', { id }, locale),
  });
  const { form, set, errors } = editor;
  const f = useForm(exhibitorInput, { values: form, set, errors });
  return (
    <AdminDetail
      history="exhibitors"
      title={exhibitor ? form.name || exhibitor.name : t('exhibitors.new')}
      kicker={exhibitor ? t('exhibitors.kicker', { id: exhibitor.id }) : t('exhibitors.new')}
      backHref={href('AdminExhibitors', {}, locale)}
      backLabel={t('exhibitors.back')}
      id={exhibitor?.id ?? null}
      editor={editor}
    >
      <section className="admin-section">
        <ToggleField
          label={t('exhibitors.public')}
          value={form.ispublic}
          onChange={(v) => set('ispublic', v)}
          hint={t('exhibitors.publicHint')}
        />
        <div className="form-grid">
          <TextInputField label={t('exhibitors.name')} {...f.field('name')} />
          <TextInputField label={t('named.nameEn')} {...f.field('name_en')} />
          <TextInputField label={t('exhibitors.person')} {...f.field('person')} />
          <TextInputField label={t('exhibitors.phone')} {...f.field('phone')} type="text" autoComplete="off" />
          <TextInputField label={t('exhibitors.email')} {...f.field('email')} autoComplete="off" />
        </div>
        <ImageField
          label={t('exhibitors.logo')}
          required
          value={form.logo}
          onChange={(v) => set('logo', v)}
          error={errors.logo}
        />
      </section>
      <section className="admin-section">
        <h2>{t('exhibitors.sectionEditors')}</h2>
        <MultiSelectField
          label={t('exhibitors.editors')}
          value={form.users_can_edit}
          onChange={(v) => set('users_can_edit', v.map(Number))}
          options={users}
          hint={t('exhibitors.editorsHint')}
          error={errors.users_can_edit}
        />
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
    </AdminDetail>
  );
}
