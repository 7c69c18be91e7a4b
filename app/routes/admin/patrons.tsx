import { Link } from '../../components/ui/link';
import type { Route } from './+types/patrons';
import type { ApiPatron } from '../../../core/patrons/patron-query';
import { countPatrons, findPatrons } from '../../../core/patrons/find-patrons';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, type ListColumn } from '../../components/admin/admin-list';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';

/** Patrons by name (Admins): id, name, job title; the search matches part of the name. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'patrons.write');
  const { db, config } = args.context.get(appContext);
  const list = await loadAdminList({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'name', 'job'],
    fallback: { field: 'name', direction: 'ASC' },
    searchFilter: 'name_containsi',
    find: (opts) => findPatrons(db, opts),
    count: (opts) => countPatrons(db, opts),
  });
  return { ...list, rows: list.rows.map((p) => ({ id: p.id, name: p.name, job: p.job })) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('patrons.title') });
}

type Row = Pick<ApiPatron, 'id' | 'name' | 'job'>;

export default function AdminPatrons({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const columns: ListColumn<Row>[] = [
    { key: 'name', label: t('patrons.name'), sortField: 'name', cell: (p) => p.name },
    { key: 'job', label: t('patrons.job'), sortField: 'job', cell: (p) => p.job ?? '–' },
    { key: 'id', label: t('named.id'), sortField: 'id', cell: (p) => p.id, className: 'numeric' },
  ];

  return (
    <AdminList
      {...loaderData}
      title={t('patrons.title')}
      lead={t('patrons.lead')}
      createHref={href('AdminPatronDetail', { id: 'new' }, locale)}
      createLabel={t('patrons.create')}
      headerActions={
        <Link to={href('AdminPatronsOrder', {}, locale)} className="button button-ghost">
          {t('patrons.orderLink')}
        </Link>
      }
      columns={columns}
      rowHref={(e) => href('AdminPatronDetail', { id: e.id }, locale)}
      searchLabel={t('named.search')}
    />
  );
}
