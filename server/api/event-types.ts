import { Hono } from 'hono';
import { z } from 'zod';
import { eventTypeInput, eventTypeUpdateInput } from '../../core/event-types/event-type-input';
import { eventTypeQuery, eventTypeSchema } from '../../core/event-types/event-type-query';
import { countEventTypes, findEventTypes } from '../../core/event-types/find-event-types';
import { getEventType } from '../../core/event-types/get-event-type';
import { createEventType, deleteEventType, updateEventType } from '../../core/event-types/save-event-type';
import { parseId } from '../../core/query/parse-entry-params';
import { authorized } from '../../core/authorization/authorize';
import type { ApiEnv } from '../middleware/session';
import { collectionRoutes } from './collection-routes';
import { jsonBody } from './json-body';
import type { CollectionResource, ParamDoc } from './resource';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Event type id',
};
const admins = 'Admins only (401 without a session, 403 otherwise).';

export const eventTypesResource: CollectionResource = {
  kind: 'collection',
  path: '/event-types',
  title: 'Event types',
  description: '1 professional seminar, 2 accompanying event, 3 conference panel, 4 innovation fair.',
  query: eventTypeQuery,
  schema: eventTypeSchema,
  schemaName: 'EventType',
  operations: [
    {
      method: 'post',
      path: '/event-types',
      summary: 'Create an event type',
      description: `\`name\` is required, \`name_en\` optional; the type takes the next free id. Answers the type itself. ${admins}`,
      parameters: [],
      requestBody: eventTypeInput,
      schema: eventTypeSchema,
      schemaName: 'EventType',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/event-types/{id}',
      summary: 'Change an event type',
      description: `Any of the create fields; a name sent must not be empty. ${admins}`,
      parameters: [idParam],
      requestBody: eventTypeUpdateInput,
      schema: eventTypeSchema,
      schemaName: 'EventType',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/event-types/{id}',
      summary: 'Delete an event type (always refused)',
      description: `Event types are never deleted, to keep existing events intact: an Admin gets 409 \`EventType.delete\` (an unknown id 404). ${admins}`,
      parameters: [idParam],
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .post('/', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        return c.json(await createEventType(deps.db, { viewer, input: await jsonBody(c, eventTypeInput) }), 201);
      })
      .put('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        const id = parseId(c.req.param('id'));
        return c.json(await updateEventType(deps.db, { viewer, id, input: await jsonBody(c, eventTypeUpdateInput) }));
      })
      .delete('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        return c.json(await deleteEventType(deps.db, { viewer, id: parseId(c.req.param('id')) }));
      })
      .route('/', collectionRoutes(deps, { find: findEventTypes, count: countEventTypes, get: getEventType })),
};

/** The answer of a delete: the id and name of what was deleted. */
export const deletedReferenceSchema = z.object({ id: z.number().int(), name: z.string() });
