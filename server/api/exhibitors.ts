import { exhibitorQuery, exhibitorSchema } from '../../core/exhibitors/exhibitor-query';
import { countExhibitors, findExhibitors } from '../../core/exhibitors/find-exhibitors';
import { getExhibitor } from '../../core/exhibitors/get-exhibitor';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const exhibitorsResource: CollectionResource = {
  kind: 'collection',
  path: '/exhibitors',
  title: 'Exhibitors',
  description:
    'All exhibitors, public or not (the fair asks for `ispublic=true`). `users_can_edit` is sent to Admins only; filtering on it is for Admins, or for a user asking for their own id (otherwise 403).',
  query: exhibitorQuery,
  schema: exhibitorSchema,
  schemaName: 'Exhibitor',
  routes: (deps) => collectionRoutes(deps, { find: findExhibitors, count: countExhibitors, get: getExhibitor }),
};
