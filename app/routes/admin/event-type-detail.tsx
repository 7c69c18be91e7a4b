import type { Route } from './+types/event-type-detail';
import type { ApiEventType } from '../../../core/event-types/event-type-query';
import { eventTypeInput } from '../../../core/event-types/event-type-input';
import { getEventType } from '../../../core/event-types/get-event-type';
import { requireAuthorized } from '../../auth/guards.server';
import { NamedDetail } from '../../components/admin/named-detail';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';

/** An event type to rename, or `new` (Admins). Event types are never deleted. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'referenceData.manage');
  const { db, config } = args.context.get(appContext);
  const eventType = await loadDetailRecord(args.params.id, (id) =>
    getEventType(db, { id, viewer, timezone: config.timezone, params: new URLSearchParams() }),
  );
  return { eventType };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.eventType?.name ?? t('eventTypes.new') });
}

const toForm = (e: ApiEventType | null) => ({ name: e?.name ?? '', name_en: e?.name_en ?? '' });

export default function AdminEventTypeDetail({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { eventType } = loaderData;
  return (
    <NamedDetail
      key={`${eventType?.id ?? 'new'}:${eventType?.name ?? ''}`}
      record={eventType}
      screen="eventTypes"
      path="/event-types"
      list="AdminEventtypes"
      detail="AdminEventtypeDetail"
      schema={eventTypeInput}
      toForm={toForm}
      deletable={false}
      note={eventType ? t('eventTypes.noDelete') : undefined}
    />
  );
}
