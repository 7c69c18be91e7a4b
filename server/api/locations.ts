import { countLocations, findLocations } from '../../core/locations/find-locations';
import { getLocation } from '../../core/locations/get-location';
import { locationQuery, locationSchema } from '../../core/locations/location-query';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const locationsResource: CollectionResource = {
  kind: 'collection',
  path: '/locations',
  title: 'Locations',
  description: 'Places of accompanying events.',
  query: locationQuery,
  schema: locationSchema,
  schemaName: 'Location',
  routes: (deps) => collectionRoutes(deps, { find: findLocations, count: countLocations, get: getLocation }),
};
