import { eventTypeQuery, eventTypeSchema } from '../../core/event-types/event-type-query';
import { countEventTypes, findEventTypes } from '../../core/event-types/find-event-types';
import { getEventType } from '../../core/event-types/get-event-type';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const eventTypesResource: CollectionResource = {
  kind: 'collection',
  path: '/event-types',
  title: 'Event types',
  description: '1 professional seminar, 2 accompanying event, 3 conference panel, 4 innovation fair.',
  query: eventTypeQuery,
  schema: eventTypeSchema,
  schemaName: 'EventType',
  routes: (deps) => collectionRoutes(deps, { find: findEventTypes, count: countEventTypes, get: getEventType }),
};
