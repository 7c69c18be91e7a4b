import type { Route } from './+types/location-detail';
import type { ApiLocation } from '../../../core/locations/location-query';
import { locationInput } from '../../../core/locations/location-input';
import { getLocation } from '../../../core/locations/get-location';
import { requireAuthorized } from '../../auth/guards.server';
import { NamedDetail } from '../../components/admin/named-detail';
import { appContext } from '../../context';
import { createAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';

/** A location to edit, or `new` (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'referenceData.manage');
  const { db, config } = args.context.get(appContext);
  const location = await loadDetailRecord(args.params.id, (id) =>
    getLocation(db, { id, viewer, timezone: config.timezone, params: new URLSearchParams() }),
  );
  return { location };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.location?.name ?? t('locations.new') });
}

const toForm = (l: ApiLocation | null) => ({ name: l?.name ?? '', name_en: l?.name_en ?? '' });

export default function AdminLocationDetail({ loaderData }: Route.ComponentProps) {
  const { location } = loaderData;
  return (
    <NamedDetail
      key={`${location?.id ?? 'new'}:${location?.updated_at ?? ''}`}
      record={location}
      screen="locations"
      path="/locations"
      list="AdminLocations"
      detail="AdminLocationDetail"
      schema={locationInput}
      toForm={toForm}
    />
  );
}
