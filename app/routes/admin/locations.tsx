import type { Route } from './+types/locations';
import { countLocations, findLocations } from '../../../core/locations/find-locations';
import { requireAuthorized } from '../../auth/guards.server';
import { NamedList } from '../../components/admin/named-list';
import { appContext } from '../../context';
import { createAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';

/** Locations of accompanying events and the fair (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'referenceData.manage');
  const { db, config } = args.context.get(appContext);
  return loadAdminList({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'name', 'name_en'],
    fallback: { field: 'name', direction: 'ASC' },
    searchFilter: 'name_containsi',
    find: (opts) => findLocations(db, opts),
    count: (opts) => countLocations(db, opts),
  });
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('locations.title') });
}

export default function AdminLocations({ loaderData }: Route.ComponentProps) {
  return <NamedList {...loaderData} screen="locations" list="AdminLocations" detail="AdminLocationDetail" />;
}
