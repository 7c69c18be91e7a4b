import { countHalls, findHalls } from '../../core/halls/find-halls';
import { getHall } from '../../core/halls/get-hall';
import { hallQuery, hallSchema } from '../../core/halls/hall-query';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const hallsResource: CollectionResource = {
  kind: 'collection',
  path: '/halls',
  title: 'Halls',
  description:
    'Halls with livestreams; hall 5 is the conference hall. `broadcast` and `slido` are sent only to viewers with livestream access (Admins and Organizers).',
  query: hallQuery,
  schema: hallSchema,
  schemaName: 'Hall',
  routes: (deps) => collectionRoutes(deps, { find: findHalls, count: countHalls, get: getHall }),
};
