import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/pages';
import { countPages, findPages } from '../../../core/pages/find-pages';
import type { ApiPage } from '../../../core/pages/page-query';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, type ListColumn } from '../../components/admin/admin-list';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { SelectField } from '../../components/admin/widgets/form-fields';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';

/** Content pages of one language, drafts included (Admins); the side menu is edited beside. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'pages.write');
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'cs';
  const list = await loadAdminList({
    url,
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'name', 'slug', 'published_at'],
    fallback: { field: 'name', direction: 'ASC' },
    searchFilter: 'name_containsi',
    filters: { _publicationState: 'preview', _locale: language },
    find: (opts) => findPages(db, opts),
    count: (opts) => countPages(db, opts),
  });
  return {
    ...list,
    language,
    rows: list.rows.map((p) => ({ id: p.id, name: p.name, slug: p.slug, published: p.published_at !== null })),
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('pages.title') });
}

type Row = Pick<ApiPage, 'id' | 'name' | 'slug'> & { published: boolean };

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { language, ...list } = loaderData;
  const columns: ListColumn<Row>[] = [
    { key: 'name', label: t('pages.name'), sortField: 'name', cell: (p) => p.name },
    { key: 'slug', label: t('pages.slug'), sortField: 'slug', cell: (p) => <code>{p.slug}</code> },
    {
      key: 'state',
      label: t('events.state'),
      sortField: 'published_at',
      cell: (p) => <PublicationBadge published={p.published} />,
    },
    { key: 'id', label: t('named.id'), sortField: 'id', cell: (p) => p.id, className: 'numeric' },
  ];
  return (
    <AdminList
      {...list}
      title={t('pages.title')}
      lead={t('pages.lead')}
      createHref={`${href('AdminPageDetail', { id: 'new' }, locale)}?language=${language}`}
      createLabel={t('pages.create')}
      columns={columns}
      rowHref={(p) => href('AdminPageDetail', { id: p.id }, locale)}
      searchLabel={t('named.search')}
      headerActions={
        <Link to={`${href('AdminPagesMenu', {}, locale)}?language=${language}`} className="button button-ghost">
          {t('pages.menuLink')}
        </Link>
      }
      filters={
        <SelectField
          className="admin-filter"
          label={t('pages.language')}
          value={language}
          options={[
            { id: 'cs', label: 'Čeština' },
            { id: 'en', label: 'English' },
          ]}
          onChange={(v) => {
            const next = new URLSearchParams(params);
            next.set('language', v === 'en' ? 'en' : 'cs');
            next.delete('page');
            navigate(`${pathname}?${next.toString()}`, { replace: true, preventScrollReset: true });
          }}
        />
      }
    />
  );
}
