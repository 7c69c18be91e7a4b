import type { Route } from './+types/event-edit';
import { findLocations } from '../../../core/locations/find-locations';
import { countSignups } from '../../../core/signups/cancel-signups';
import { loadEventToEdit } from '../../auth/guards.server';
import { appContext } from '../../context';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { routeMeta } from '../../seo/route-meta';
import { parseDetailId } from '../not-found';
import { EventEditForm } from './event-edit-form';

/**
 * EventEdit (public-site.md 2.10, decision 024): an Organizer listed on the event's exhibitor,
 * or an Admin, changes an event's name, time, capacity, place, links, descriptions and
 * publication. The guard applies the rule PUT /api/events/{id} applies again on save.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = parseDetailId(args.params.id);
  const { user, event } = await loadEventToEdit(args, id);
  const { db, config } = args.context.get(appContext);
  const [locations, signups] = await Promise.all([
    findLocations(db, {
      viewer: user,
      timezone: config.timezone,
      params: new URLSearchParams({ _limit: '999', _sort: 'name:ASC' }),
    }),
    countSignups(db, [id]),
  ]);
  const { taken, waiting } = signups.get(id)!;
  const { name, name_en, slug, slug_en, start, end, max_users, location, facebook_link, description, description_en } = event;
  return {
    event: {
      ...{ id, name, name_en, slug, slug_en, start, end, max_users, location, facebook_link, description, description_en },
      reconfirm_hours: event.reconfirm_hours,
      address: event.address,
      published_at: event.published_at,
      updated_at: event.updated_at,
      eventtype: event.eventtype.id,
      hall: event.hall?.id ?? null,
      exhibitor: event.exhibitor?.id ?? null,
    },
    locations: locations.map((l) => ({ id: l.id, label: l.name, label_en: l.name_en })),
    /** People seated or waiting: unpublishing asks first (decision 061). */
    signups: taken + waiting,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  const name = args.loaderData?.event.name;
  return routeMeta(args, { title: name ? `${t('eventEdit.title')}: ${name}` : t('eventEdit.title'), robots: 'noindex' });
}

// A page of a signed-in user: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function EventEdit({ loaderData }: Route.ComponentProps) {
  const { event, locations, signups } = loaderData;
  // A restore that finds a newer copy starts the form afresh from it.
  return <EventEditForm key={`${event.id}:${event.updated_at}`} event={event} locations={locations} signups={signups} />;
}

export type EditedEvent = Route.ComponentProps['loaderData']['event'];
