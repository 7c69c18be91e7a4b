import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/pages-menu';
import { findMenuPages } from '../../../core/pages/find-menu-pages';
import { findPages } from '../../../core/pages/find-pages';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import { OrderedPicker, useOrderEditor } from '../../components/admin/ordered-picker';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';

/** The side menu of content pages in one language: which pages, in which order (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'pages.write');
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'cs';
  const read = (params: Record<string, string>) => ({ viewer, timezone: config.timezone, params: new URLSearchParams(params) });
  const [pages, menu] = await Promise.all([
    findPages(db, read({ _locale: language, _publicationState: 'preview', _limit: '999', _sort: 'name:ASC' })),
    findMenuPages(db, read({ _locale: language, _publicationState: 'preview', _limit: '999', _sort: 'position:ASC' })),
  ]);
  const order = [...new Set(menu.flatMap((entry) => (entry.page ? [entry.page.id] : [])))];
  return {
    language,
    pages: pages.map((p) => ({ id: p.id, label: p.name, meta: p.published_at ? null : 'draft' })),
    order,
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('pagesMenu.title') });
}

export default function AdminPagesMenu({ loaderData }: Route.ComponentProps) {
  return <MenuEditor key={`${loaderData.language}:${loaderData.order.join(',')}`} {...loaderData} />;
}

function MenuEditor({ language, pages, order: savedOrder }: Route.ComponentProps['loaderData']) {
  const t = useAdminT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { order, setOrder, editor } = useOrderEditor(
    savedOrder,
    (order) => ({ path: '/menupages', body: { locale: language, entries: order.map((page) => ({ page })) } }),
    'pagesMenu.saved',
  );
  const other = language === 'cs' ? 'en' : 'cs';

  return (
    <AdminDetail
      title={t(language === 'cs' ? 'pagesMenu.titleCs' : 'pagesMenu.titleEn')}
      backHref={`${href('AdminPages', {}, locale)}?language=${language}`}
      backLabel={t('pages.back')}
      id={null}
      editor={editor}
      headerActions={
        <Link to={`${pathname}?language=${other}`} className="button button-ghost">
          {t(other === 'en' ? 'pagesMenu.openEnglish' : 'pagesMenu.openCzech')}
        </Link>
      }
    >
      <p className="admin-lead">{t('pagesMenu.lead')}</p>
      <OrderedPicker
        items={pages.map((p) => ({ ...p, meta: p.meta ? t('events.draft') : null }))}
        order={order}
        onChange={setOrder}
        texts={{
          unused: t('pagesMenu.unused'),
          ordered: t('pagesMenu.ordered'),
          noneUnused: t('pagesMenu.noneUnused'),
          noneOrdered: t('pagesMenu.noneOrdered'),
          add: (name) => t('patronsOrder.add', { name }),
          remove: (name) => t('patronsOrder.remove', { name }),
        }}
      />
    </AdminDetail>
  );
}
