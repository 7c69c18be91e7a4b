import { Hono } from 'hono';
import { countHalls, findHalls } from '../../core/halls/find-halls';
import { getHall } from '../../core/halls/get-hall';
import { hallDelayInput, hallDelaySchema } from '../../core/halls/hall-delay-input';
import { hallInput, hallUpdateInput } from '../../core/halls/hall-input';
import { hallQuery, hallSchema } from '../../core/halls/hall-query';
import { createHall, deleteHall, updateHall } from '../../core/halls/save-hall';
import { setHallDelay } from '../../core/halls/set-hall-delay';
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
  description: 'Hall id',
};
const admins = 'Admins only (401 without a session, 403 otherwise).';

export const hallsResource: CollectionResource = {
  kind: 'collection',
  path: '/halls',
  title: 'Halls',
  description:
    'Halls with livestreams; hall 5 is the conference hall. `broadcast` and `slido` are sent only to viewers with livestream access (Admins and Organizers). `delay_minutes` and `delay_set_at` tell a hall running late (PUT /halls/{id}/delay).',
  query: hallQuery,
  schema: hallSchema,
  schemaName: 'Hall',
  operations: [
    {
      method: 'post',
      path: '/halls',
      summary: 'Create a hall',
      description: `\`name\` is required. \`broadcast\` is \`platform:id\` with platform \`youtube\` or \`vimeo\` and an id of letters, digits, \`_\` and \`-\` (\`youtube:dQw4w9WgXcQ\`); \`slido\` the Slido event code (letters, digits, \`_\`, \`-\`); empty clears either. Descriptions are rich text, sanitized on save. Answers the hall with its stream ids. ${admins}`,
      parameters: [],
      requestBody: hallInput,
      schema: hallSchema,
      schemaName: 'Hall',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/halls/{id}',
      summary: 'Change a hall',
      description: `Any of the create fields; a name sent must not be empty. ${admins}`,
      parameters: [idParam],
      requestBody: hallUpdateInput,
      schema: hallSchema,
      schemaName: 'Hall',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/halls/{id}',
      summary: 'Delete a hall',
      description: `Only one no event uses, drafts included: otherwise 409 \`Hall.inUse\` with the number of those events in \`data.count\`. ${admins}`,
      parameters: [idParam],
      schema: deletedReferenceSchema,
      schemaName: 'DeletedReference',
      errors: [400, 401, 403, 404, 409],
    },
    {
      method: 'put',
      path: '/halls/{id}/delay',
      summary: 'Mark a hall running late, or back on time',
      description:
        'On the day: `minutes` (whole, 0 to 180) late from now by the programme clock; 0 = back on time. The events of that day not over by then are shown shifted (livestream programme, mediawall, seminar pages, calendar files); their stored `start` and `end`, and the events API, stay as scheduled. A hall already late today keeps its `set_at` when the minutes change. Organizers and Admins (401 without a session, 403 `Hall.delay.forbidden` otherwise); `Hall.delay.minutes` for anything but a whole number in range.',
      parameters: [idParam],
      requestBody: hallDelayInput,
      schema: hallDelaySchema,
      schemaName: 'HallDelay',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .post('/', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        return c.json(await createHall(deps.db, { viewer, input: await jsonBody(c, hallInput), site: deps.site }), 201);
      })
      .put('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        const id = parseId(c.req.param('id'));
        return c.json(await updateHall(deps.db, { viewer, id, input: await jsonBody(c, hallUpdateInput), site: deps.site }));
      })
      .put('/:id/delay', async (c) => {
        const viewer = authorized(c.var.user, 'hallDelays.set');
        const id = parseId(c.req.param('id'));
        const input = await jsonBody(c, hallDelayInput);
        return c.json(await setHallDelay(deps.db, { viewer, id, input, now: deps.config.now(), timezone: deps.config.timezone }));
      })
      .delete('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'referenceData.manage');
        return c.json(await deleteHall(deps.db, { viewer, id: parseId(c.req.param('id')) }));
      })
      .route('/', collectionRoutes(deps, { find: findHalls, count: countHalls, get: getHall })),
};
