import type { Route } from './+types/halls';
import { countHalls, findHalls } from '../../../core/halls/find-halls';
import { requireAuthorized } from '../../auth/guards.server';
import { NamedList } from '../../components/admin/named-list';
import { appContext } from '../../context';
import { createAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';

/** The halls of the conference and the seminars, with their livestreams (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'referenceData.manage');
  const { db, config } = args.context.get(appContext);
  return loadAdminList({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'name', 'name_en'],
    fallback: { field: 'name', direction: 'ASC' },
    searchFilter: 'name_containsi',
    find: (opts) => findHalls(db, opts),
    count: (opts) => countHalls(db, opts),
  });
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('halls.title') });
}

export default function AdminHalls({ loaderData }: Route.ComponentProps) {
  return <NamedList {...loaderData} screen="halls" list="AdminHalls" detail="AdminHallDetail" />;
}
