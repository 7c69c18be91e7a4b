import { countPatrons, findPatrons } from '../../core/patrons/find-patrons';
import { getPatron } from '../../core/patrons/get-patron';
import { patronQuery, patronSchema } from '../../core/patrons/patron-query';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const patronsResource: CollectionResource = {
  kind: 'collection',
  path: '/patrons',
  title: 'Patrons',
  description: "All patrons; the homepage shows those listed in the setting's `patrons_order`, in that order.",
  query: patronQuery,
  schema: patronSchema,
  schemaName: 'Patron',
  routes: (deps) => collectionRoutes(deps, { find: findPatrons, count: countPatrons, get: getPatron }),
};
