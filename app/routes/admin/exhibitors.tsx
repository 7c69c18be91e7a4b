import type { Route } from './+types/exhibitors';
import type { ApiExhibitor } from '../../../core/exhibitors/exhibitor-query';
import { countExhibitors, findExhibitors } from '../../../core/exhibitors/find-exhibitors';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, type ListColumn } from '../../components/admin/admin-list';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';

/** Exhibitors by name (Admins): id, name, contact person; the search matches part of the name. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'exhibitors.write');
  const { db, config } = args.context.get(appContext);
  const list = await loadAdminList({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'name', 'person'],
    fallback: { field: 'name', direction: 'ASC' },
    searchFilter: 'name_containsi',
    find: (opts) => findExhibitors(db, opts),
    count: (opts) => countExhibitors(db, opts),
  });
  return { ...list, rows: list.rows.map((e) => ({ id: e.id, name: e.name, person: e.person, ispublic: e.ispublic })) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('exhibitors.title') });
}

type Row = Pick<ApiExhibitor, 'id' | 'name' | 'person' | 'ispublic'>;

export default function AdminExhibitors({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const columns: ListColumn<Row>[] = [
    { key: 'name', label: t('exhibitors.name'), sortField: 'name', cell: (e) => e.name },
    { key: 'person', label: t('exhibitors.person'), sortField: 'person', cell: (e) => e.person ?? '–' },
    {
      key: 'public',
      label: t('exhibitors.public'),
      cell: (e) => <PublicationBadge published={e.ispublic} labels={['exhibitors.isPublic', 'exhibitors.hidden']} />,
    },
    { key: 'id', label: t('named.id'), sortField: 'id', cell: (e) => e.id, className: 'numeric' },
  ];
  return (
    <AdminList
      {...loaderData}
      title={t('exhibitors.title')}
      lead={t('exhibitors.lead')}
      createHref={href('AdminExhibitorDetail', { id: 'new' }, locale)}
      createLabel={t('exhibitors.create')}
      columns={columns}
      rowHref={(e) => href('AdminExhibitorDetail', { id: e.id }, locale)}
      searchLabel={t('named.search')}
    />
  );
}
