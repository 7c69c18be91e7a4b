import { Hono } from 'hono';
import { locationInput, locationUpdateInput } from '../../core/locations/location-input';
import { countLocations, findLocations } from '../../core/locations/find-locations';
import { getLocation } from '../../core/locations/get-location';
import { locationQuery, locationSchema } from '../../core/locations/location-query';
import { createLocation, deleteLocation, updateLocation } from '../../core/locations/save-location';
import { parseId } from '../../core/query/parse-entry-params';
import { authorized } from '../../core/authorization/authorize';
import type { ApiEnv } from '../middleware/session';
import { collectionRoutes } from './collection-routes';
import { deletedReferenceSchema } from './event-types';
import { jsonBody } from './json-body';
import type { CollectionResource, ParamDoc } from './resource';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Location id',
};
const admins = 'Admins only (401 without a session, 403 otherwise).';

export const locationsResource: CollectionResource = {
  kind: 'collection',
  path: '/locations',
  title: 'Locations',
  description: 'Places of accompanying events.',
  query: locationQuery,
  schema: locationSchema,
  schemaName: 'Location',
  operations: [
    {
      method: 'post',
      path: '/locations',
      summary: 'Create a location',
      description: `\`name\` is required, \`name_en\` optional (empty clears it). Answers the location itself. ${admins}`,
      parameters: [],
      requestBody: locationInput,
      schema: locationSchema,
      schemaName: 'Location',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/locations/{id}',
      summary: 'Change a location',
      description: `Any of the create fields; a name sent must not be empty. ${admins}`,
      parameters: [idParam],
      requestBody: locationUpdateInput,
      schema: locationSchema,
      schemaName: 'Location',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/locations/{id}',
      summary: 'Delete a location',
      description: `Only one no event uses, drafts included: otherwise 409 \`Location.inUse\` with the number of those events in \`data.count\`. ${admins}`,
      parameters: [idParam],
      schema: deletedReferenceSchema,
      schemaName: 'DeletedReference',
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .post('/', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        return c.json(await createLocation(deps.db, { viewer, input: await jsonBody(c, locationInput) }), 201);
      })
      .put('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        const id = parseId(c.req.param('id'));
        return c.json(await updateLocation(deps.db, { viewer, id, input: await jsonBody(c, locationUpdateInput) }));
      })
      .delete('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        return c.json(await deleteLocation(deps.db, { viewer, id: parseId(c.req.param('id')) }));
      })
      .route('/', collectionRoutes(deps, { find: findLocations, count: countLocations, get: getLocation })),
};
