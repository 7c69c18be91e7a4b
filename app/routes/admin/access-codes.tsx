import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/access-codes';
import type { ApiAccessCode } from '../../../core/livestreams/access-code-query';
import { findAccessCodes } from '../../../core/livestreams/find-access-codes';
import { requireAuthorized } from '../../auth/guards.server';
import { AccessCodeStateBadge } from '../../components/admin/access-code-state-badge';
import { AdminList, type ListColumn } from '../../components/admin/admin-list';
import { AdminDateTime } from '../../components/admin/admin-facts';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';
import { editedEdition } from './edited-edition.server';

/** Livestream access codes with their state, last use and order, newest first (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'accessCodes.manage');
  const { db, config } = args.context.get(appContext);
  const { ref: edition, other, editable } = await editedEdition(db, args.request, viewer);
  const list = await loadAdminList<ApiAccessCode>({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone, edition },
    sortable: ['label', 'lastUsedAt', 'validUntil', 'created_at'],
    fallback: { field: 'created_at', direction: 'DESC' },
    searchFilter: 'label_containsi',
    find: async (opts) => (await findAccessCodes(db, opts)).data,
    count: async (opts) => (await findAccessCodes(db, { ...opts, params: withLimit(opts.params, '1') })).total,
  });
  // Codes are made in the edition edited; an archived edition's are listed to read (decision 178).
  return { ...list, otherEdition: other ? { year: other.year, editable } : null };
}

const withLimit = (params: URLSearchParams, limit: string) => {
  const next = new URLSearchParams(params);
  next.set('_limit', limit);
  return next;
};

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('accessCodes.title') });
}

export default function AdminAccessCodes({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const columns: ListColumn<ApiAccessCode>[] = [
    { key: 'label', label: t('accessCodes.label'), sortField: 'label', cell: (c) => c.label },
    {
      key: 'rights',
      label: t('accessCodes.rights'),
      cell: (c) =>
        [c.conference ? t('accessCodes.right.conference') : null, c.seminars ? t('accessCodes.right.seminars') : null]
          .filter(Boolean)
          .join(', ') || t('accessCodes.noOrder'),
    },
    { key: 'state', label: t('accessCodes.state'), cell: (c) => <AccessCodeStateBadge state={c.state} /> },
    {
      key: 'lastUsedAt',
      label: t('accessCodes.lastUsed'),
      sortField: 'lastUsedAt',
      cell: (c) => <AdminDateTime value={c.lastUsedAt} fallback={t('accessCodes.never')} />,
      className: 'nowrap',
    },
    {
      key: 'validUntil',
      label: t('accessCodes.validUntil'),
      sortField: 'validUntil',
      cell: (c) => <AdminDateTime value={c.validUntil} fallback={t('accessCodes.untilRevoked')} />,
      className: 'nowrap',
    },
    {
      key: 'order',
      label: t('accessCodes.order'),
      cell: (c) =>
        c.order ? (
          <Link to={href('AdminOrderDetail', { id: c.order.id }, locale)} className="text-link">
            {c.order.number}
          </Link>
        ) : (
          t('accessCodes.noOrder')
        ),
      className: 'nowrap',
    },
    {
      key: 'created_at',
      label: t('accessCodes.createdAt'),
      sortField: 'created_at',
      cell: (c) => <AdminDateTime value={c.created_at} />,
      className: 'nowrap',
    },
  ];
  return (
    <AdminList
      {...loaderData}
      title={t('accessCodes.title')}
      lead={
        loaderData.otherEdition && !loaderData.otherEdition.editable
          ? `${t('accessCodes.lead')} ${t('edited.codesArchived', { year: loaderData.otherEdition.year })}`
          : t('accessCodes.lead')
      }
      columns={columns}
      rowHref={(c) => href('AdminAccessCodeDetail', { id: c.id }, locale)}
      searchLabel={t('accessCodes.search')}
      createHref={
        loaderData.otherEdition && !loaderData.otherEdition.editable
          ? undefined
          : href('AdminAccessCodeDetail', { id: 'new' }, locale)
      }
      createLabel={t('accessCodes.create')}
      emptyText={params.get('q') ? undefined : t('accessCodes.empty')}
    />
  );
}
