import type { Route } from './+types/event-types';
import { countEventTypes, findEventTypes } from '../../../core/event-types/find-event-types';
import { requireAuthorized } from '../../auth/guards.server';
import { NamedList } from '../../components/admin/named-list';
import { appContext } from '../../context';
import { createAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';

/** Event types: seminar, accompanying event, conference panel, fair (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'referenceData.manage');
  const { db, config } = args.context.get(appContext);
  return loadAdminList({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'name', 'name_en'],
    fallback: { field: 'id', direction: 'ASC' },
    searchFilter: 'name_containsi',
    find: (opts) => findEventTypes(db, opts),
    count: (opts) => countEventTypes(db, opts),
  });
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('eventTypes.title') });
}

export default function AdminEventTypes({ loaderData }: Route.ComponentProps) {
  return <NamedList {...loaderData} screen="eventTypes" list="AdminEventtypes" detail="AdminEventtypeDetail" />;
}
