import { useState } from 'react';
import { data, Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/page-detail';
import { getPage } from '../../../core/pages/get-page';
import type { ApiPage } from '../../../core/pages/page-query';
import { requireAdmin } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import { apiCall, type FieldCodes } from '../../forms/api-client';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { SelectField, TextInputField, ToggleField } from '../../components/admin/widgets/form-fields';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';

/**
 * A content page to edit, or `new` (Admins). A page in the other language than the admin's,
 * whose version in the admin's language exists, opens that version (admin-and-widgets.md 2,
 * Pages); `?stay` keeps the page asked for (the localizations button uses it).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args);
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const page = await loadDetailRecord(args.params.id, (id) =>
    getPage(db, { id, viewer, timezone: config.timezone, params: new URLSearchParams({ _publicationState: 'preview' }) }),
  );
  if (page && page.locale !== locale && !url.searchParams.has('stay')) {
    const mine = page.localizations.find((l) => l.locale === locale);
    if (mine) throw redirect(href('AdminPageDetail', { id: mine.id }, locale));
  }
  if (page && page.locale !== 'cs' && page.locale !== 'en') throw data(null, { status: 404 });
  return { page, language: url.searchParams.get('language') === 'en' ? ('en' as const) : ('cs' as const) };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.page?.name ?? t('pages.new') });
}

type PageForm = {
  name: string;
  slug: string;
  locale: 'cs' | 'en';
  content: string;
  published: boolean;
  published_at: string | null;
};

function toForm(page: ApiPage | null, language: 'cs' | 'en' = 'cs'): PageForm {
  return {
    name: page?.name ?? '',
    slug: page?.slug ?? '',
    locale: page?.locale === 'en' ? 'en' : page ? 'cs' : language,
    content: page?.content ?? '',
    published: page ? page.published_at !== null : false,
    published_at: page?.published_at ?? null,
  };
}

export default function AdminPageDetail({ loaderData }: Route.ComponentProps) {
  const { page, language } = loaderData;
  return <PageEditor key={`${page?.id ?? 'new'}:${page?.updated_at ?? ''}`} page={page} language={language} />;
}

function PageEditor({ page, language }: { page: ApiPage | null; language: 'cs' | 'en' }) {
  const t = useAdminT();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useAdminToast();
  const [creating, setCreating] = useState(false);
  const editor = useRecordEditor<PageForm, ApiPage>({
    id: page?.id ?? null,
    initial: toForm(page, language),
    path: '/pages',
    toPayload: ({ published, locale: pageLocale, ...form }) => ({
      ...form,
      name: form.name.trim(),
      ...(page ? {} : { locale: pageLocale }),
      published_at: published ? (form.published_at ?? new Date().toISOString()) : null,
    }),
    fromAnswer: (answer) => toForm(answer),
    idOf: (answer) => answer.id,
    problems: (form): FieldCodes => (form.name.trim() ? {} : { name: 'Form.error.required' }),
    messages: { created: 'pages.created', saved: 'pages.saved', deleted: 'pages.deleted' },
    listHref: `${href('AdminPages', {}, locale)}?language=${page?.locale ?? language}`,
    detailHref: (id) => href('AdminPageDetail', { id }, locale),
  });
  const { form, set, errors } = editor;
  const other = form.locale === 'cs' ? 'en' : 'cs';
  const otherVersion = page?.localizations.find((l) => l.locale === other);

  const createOther = async () => {
    if (!page || creating) return;
    setCreating(true);
    const res = await apiCall<ApiPage>('POST', `/pages/${page.id}/localizations`, { locale: other });
    setCreating(false);
    if (!res.ok) {
      toast.refused(res.code, res.params);
      return;
    }
    toast.success('pages.localizationCreated');
    navigate(`${href('AdminPageDetail', { id: res.data.id }, locale)}?stay`);
  };

  const localizations = page ? (
    otherVersion ? (
      <Link to={`${href('AdminPageDetail', { id: otherVersion.id }, locale)}?stay`} className="button button-ghost">
        {t(other === 'en' ? 'pages.openEnglish' : 'pages.openCzech')}
      </Link>
    ) : (
      <button
        type="button"
        className="button button-ghost"
        onClick={() => void createOther()}
        disabled={creating || editor.dirty}
      >
        {t(other === 'en' ? 'pages.createEnglish' : 'pages.createCzech')}
      </button>
    )
  ) : null;

  return (
    <AdminDetail
      title={page ? form.name || page.name : t('pages.new')}
      kicker={
        page ? (
          <>
            {t('pages.kicker', { id: page.id, language: page.locale.toUpperCase() })}{' '}
            <PublicationBadge published={page.published_at !== null} />
          </>
        ) : (
          t('pages.new')
        )
      }
      backHref={`${href('AdminPages', {}, locale)}?language=${form.locale}`}
      backLabel={t('pages.back')}
      id={page?.id ?? null}
      editor={editor}
      headerActions={localizations}
    >
      <section className="admin-section">
        <ToggleField
          label={t('events.publish')}
          value={form.published}
          onChange={(v) => set('published', v)}
          hint={t('pages.publishHint')}
        />
        <div className="form-grid">
          <TextInputField
            label={t('pages.name')}
            required
            value={form.name}
            onChange={(v) => set('name', v)}
            error={errors.name}
            maxLength={300}
          />
          <TextInputField
            label={t('pages.slug')}
            value={form.slug}
            onChange={(v) => set('slug', v)}
            error={errors.slug}
            maxLength={200}
            hint={t('pages.slugHint')}
          />
          {page ? null : (
            <SelectField
              label={t('pages.language')}
              value={form.locale}
              onChange={(v) => set('locale', v === 'en' ? 'en' : 'cs')}
              options={[
                { id: 'cs', label: 'Čeština' },
                { id: 'en', label: 'English' },
              ]}
              error={errors.locale}
            />
          )}
        </div>
        <RichTextEditor
          label={t('pages.content')}
          value={form.content}
          onChange={(v) => set('content', v)}
          error={errors.content}
        />
      </section>
    </AdminDetail>
  );
}
