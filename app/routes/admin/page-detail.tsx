import { useState } from 'react';
import { pageInput } from '../../../core/pages/page-input';
import { useForm } from '../../forms/use-form';
import { data, useNavigate } from 'react-router';
import type { Route } from './+types/page-detail';
import { getPage } from '../../../core/pages/get-page';
import type { ApiPage } from '../../../core/pages/page-query';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import { VersionHistory } from '../../components/admin/version-history';
import { apiCall, type FieldCodes } from '../../forms/api-client';
import { PageLanguageTabs } from '../../components/admin/page-language-tabs';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { SelectField, TextInputField, ToggleField } from '../../components/admin/widgets/form-fields';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';

/**
 * A content page to edit, or `new` (Admins). The page asked for is the page shown, whatever the
 * admin's language (decision 084: the admin-and-widgets.md 2 redirect to the admin's language
 * opened the Czech page from the English list, and its save overwrote it). The Czech version is
 * read beside an English page for 'copy from Czech'.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'pages.write');
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const read = (id: number) =>
    getPage(db, { id, viewer, timezone: config.timezone, params: new URLSearchParams({ _publicationState: 'preview' }) });
  const page = await loadDetailRecord(args.params.id, read);
  if (page && page.locale !== 'cs' && page.locale !== 'en') throw data(null, { status: 404 });
  const czechId = page?.locale === 'en' ? page.localizations.find((l) => l.locale === 'cs')?.id : undefined;
  const czech = czechId === undefined ? null : await read(czechId);
  return {
    page,
    czech: czech ? { name: czech.name, content: czech.content } : null,
    language: url.searchParams.get('language') === 'en' ? ('en' as const) : ('cs' as const),
  };
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
  const { page, czech, language } = loaderData;
  return <PageEditor key={`${page?.id ?? 'new'}:${page?.updated_at ?? ''}`} page={page} czech={czech} language={language} />;
}

type CzechText = { name: string; content: string };

function PageEditor({ page, czech, language }: { page: ApiPage | null; czech: CzechText | null; language: 'cs' | 'en' }) {
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
  const f = useForm(pageInput, { values: form, set, errors });
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
    navigate(href('AdminPageDetail', { id: res.data.id }, locale));
  };

  const copyFromCzech = czech
    ? () => {
        editor.setForm((f) => ({ ...f, name: czech.name, content: czech.content }));
        toast.success('pages.copiedFromCzech');
      }
    : undefined;

  return (
    <AdminDetail
      history="pages"
      after={page ? <VersionHistory entity="pages" id={page.id} version={editor.saved} /> : null}
      title={page ? form.name || page.name : t('pages.new')}
      kicker={
        page ? (
          <>
            {t('pages.kicker', { id: page.id, language: page.locale.toUpperCase() })}{' '}
            <PublicationBadge published={editor.saved.published} />
          </>
        ) : (
          t('pages.new')
        )
      }
      backHref={`${href('AdminPages', {}, locale)}?language=${form.locale}`}
      backLabel={t('pages.back')}
      id={page?.id ?? null}
      editor={editor}
    >
      {page ? (
        <PageLanguageTabs
          current={form.locale}
          otherId={otherVersion?.id ?? null}
          onCreate={() => void createOther()}
          creating={creating || editor.dirty}
          onCopyFromCzech={copyFromCzech}
        />
      ) : null}
      <section className="admin-section">
        <ToggleField
          label={t('events.publish')}
          value={form.published}
          onChange={(v) => set('published', v)}
          hint={t('pages.publishHint')}
        />
        <div className="form-grid">
          <TextInputField label={t('pages.name')} {...f.field('name')} />
          <TextInputField label={t('pages.slug')} {...f.field('slug')} hint={t('pages.slugHint')} />
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
