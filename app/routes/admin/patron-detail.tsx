import type { Route } from './+types/patron-detail';
import { patronInput } from '../../../core/patrons/patron-input';
import { useForm } from '../../forms/use-form';
import { getPatron } from '../../../core/patrons/get-patron';
import type { ApiPatron } from '../../../core/patrons/patron-query';
import type { Media } from '../../../core/serialize/media';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import type { FieldCodes } from '../../forms/api-client';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { TextInputField } from '../../components/admin/widgets/form-fields';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { ImageField } from '../../components/admin/widgets/image-field';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';

/** A patron of the week to edit, or `new` (Admins): the face on the homepage carousel. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'patrons.write');
  const { db, config } = args.context.get(appContext);
  const patron = await loadDetailRecord(args.params.id, (id) =>
    getPatron(db, { id, viewer, timezone: config.timezone, params: new URLSearchParams() }),
  );
  return { patron };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.patron?.name ?? t('patrons.new') });
}

type PatronForm = {
  name: string;
  job: string;
  job_en: string;
  description: string;
  description_en: string;
  image: Media | null;
  website: string;
};

function toForm(p: ApiPatron | null): PatronForm {
  return {
    name: p?.name ?? '',
    job: p?.job ?? '',
    job_en: p?.job_en ?? '',
    description: p?.description ?? '',
    description_en: p?.description_en ?? '',
    image: p?.image ?? null,
    website: p?.website ?? '',
  };
}

function problems(form: PatronForm): FieldCodes {
  const found: FieldCodes = {};
  if (!form.name.trim()) found.name = 'Form.error.required';
  if (!form.job.trim()) found.job = 'Form.error.required';
  if (!form.image) found.image = 'patrons.missingImage';
  return found;
}

export default function AdminPatronDetail({ loaderData }: Route.ComponentProps) {
  const { patron } = loaderData;
  return <PatronEditor key={`${patron?.id ?? 'new'}:${patron?.updated_at ?? ''}`} patron={patron} />;
}

function PatronEditor({ patron }: { patron: ApiPatron | null }) {
  const t = useAdminT();
  const locale = useLocale();
  const editor = useRecordEditor<PatronForm, ApiPatron>({
    id: patron?.id ?? null,
    initial: toForm(patron),
    path: '/patrons',
    toPayload: (form) => ({ ...form, name: form.name.trim(), image: form.image?.id ?? null }),
    fromAnswer: toForm,
    idOf: (answer) => answer.id,
    problems,
    problemsToast: (found) => (found.image && Object.keys(found).length === 1 ? 'patrons.missingImage' : 'detail.fillRequired'),
    messages: { created: 'patrons.created', saved: 'patrons.saved', deleted: 'patrons.deleted' },
    listHref: href('AdminPatrons', {}, locale),
    detailHref: (id) => href('AdminPatronDetail', { id }, locale),
  });
  const { form, set, errors } = editor;
  const f = useForm(patronInput, { values: form, set, errors });
  return (
    <AdminDetail
      history="patrons"
      title={patron ? form.name || patron.name : t('patrons.new')}
      kicker={patron ? t('patrons.kicker', { id: patron.id }) : t('patrons.new')}
      backHref={href('AdminPatrons', {}, locale)}
      backLabel={t('patrons.back')}
      id={patron?.id ?? null}
      editor={editor}
    >
      <section className="admin-section">
        <div className="form-grid">
          <TextInputField label={t('patrons.name')} {...f.field('name')} />
          <TextInputField label={t('patrons.job')} {...f.field('job')} />
          <TextInputField label={t('patrons.jobEn')} {...f.field('job_en')} />
          <TextInputField label={t('events.website')} {...f.field('website')} placeholder="https://" />
        </div>
        <ImageField
          label={t('patrons.image')}
          required
          value={form.image}
          onChange={(v) => set('image', v)}
          error={errors.image}
        />
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
