import { eventQuery } from '../../core/events/event-query';
import { eventSchema } from '../../core/events/event-schema';
import { countEvents, findEvents } from '../../core/events/find-events';
import { getEvent } from '../../core/events/get-event';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const eventsResource: CollectionResource = {
  kind: 'collection',
  path: '/events',
  title: 'Events',
  description:
    'The programme. Everyone sees published events; with `_publicationState=preview` an Admin also sees drafts, and an Organizer the drafts of exhibitors they may edit. Joined users carry contact details and `users_present` is sent only to Admins and the editors of the event.',
  query: eventQuery,
  schema: eventSchema,
  schemaName: 'Event',
  routes: (deps) => collectionRoutes(deps, { find: findEvents, count: countEvents, get: getEvent }),
};
