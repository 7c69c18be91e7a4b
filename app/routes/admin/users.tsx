import type { Route } from './+types/users';
import { countUsers, findUsers } from '../../../core/accounts/find-users';
import type { ApiUserSummary } from '../../../core/accounts/present-user';
import { canCreateUser, reachesEveryRecord } from '../../../core/accounts/policy';
import { requireAuthorized } from '../../auth/guards.server';
import { useOptionalUser } from '../../auth/use-user';
import { AdminList, type ListColumn } from '../../components/admin/admin-list';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';
import { roleLabel } from './role-label';

/** Accounts (every one for Admins, an Organizer's team, decision 085): every word of the search in the username or e-mail. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'users.list');
  const { db, config } = args.context.get(appContext);
  return loadAdminList<ApiUserSummary>({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'username'],
    fallback: { field: 'username', direction: 'ASC' },
    searchFilter: '_q',
    find: (opts) => findUsers(db, opts),
    count: (opts) => countUsers(db, opts),
  });
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('users.title') });
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const viewer = useOptionalUser();
  const yesNo = (on: boolean) => (on ? t('users.yes') : t('users.no'));
  const columns: ListColumn<ApiUserSummary>[] = [
    { key: 'username', label: t('users.username'), sortField: 'username', cell: (u) => u.username },
    { key: 'id', label: t('named.id'), sortField: 'id', cell: (u) => u.id, className: 'numeric' },
    { key: 'email', label: t('users.email'), cell: (u) => u.email },
    { key: 'role', label: t('users.role'), cell: (u) => roleLabel(t, u.role) },
    { key: 'confirmed', label: t('users.confirmed'), cell: (u) => yesNo(u.confirmed) },
    {
      key: 'blocked',
      label: t('users.blocked'),
      cell: (u) =>
        u.blocked ? <PublicationBadge published={false} labels={['users.active', 'users.isBlocked']} /> : yesNo(false),
    },
  ];
  return (
    <AdminList
      {...loaderData}
      title={t('users.title')}
      lead={t(reachesEveryRecord(viewer) ? 'users.lead' : 'users.leadTeam')}
      columns={columns}
      rowHref={(u) => href('AdminUserDetail', { id: u.id }, locale)}
      searchLabel={t('users.search')}
      createHref={canCreateUser(viewer) ? href('AdminUserDetail', { id: 'new' }, locale) : undefined}
      createLabel={t('users.register')}
    />
  );
}
