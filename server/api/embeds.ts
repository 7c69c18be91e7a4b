import { Hono } from 'hono';
import { z } from 'zod';
import { embedInput, embedUpdateInput } from '../../core/embeds/embed-input';
import { embedQuery, embedSchema } from '../../core/embeds/embed-query';
import { countEmbeds, findEmbeds } from '../../core/embeds/find-embeds';
import { getEmbed } from '../../core/embeds/get-embed';
import { createEmbed, deleteEmbed, updateEmbed } from '../../core/embeds/save-embed';
import { authorized } from '../../core/authorization/authorize';
import { parseId } from '../../core/query/parse-entry-params';
import type { ApiEnv } from '../middleware/session';
import { collectionRoutes } from './collection-routes';
import { jsonBody } from './json-body';
import type { CollectionResource, ParamDoc } from './resource';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Embed id',
};
const deletedSchema = z.object({ id: z.number().int(), name: z.string() });
const editors =
  'Admins any embed; an Organizer only embeds attached to events of exhibitors they edit and to no other event (401 without a session, 403 otherwise; an embed they may not see is 404).';

export const embedsResource: CollectionResource = {
  kind: 'collection',
  path: '/embeds',
  title: 'Embeds',
  description:
    'Video and chat sources attached to events. Published ones for everyone; with `_publicationState=preview` an Admin sees drafts, and an Organizer the drafts attached to events of exhibitors they may edit. Linked events: `GET /events?_where[embeds.id]={id}`.',
  query: embedQuery,
  schema: embedSchema,
  schemaName: 'Embed',
  operations: [
    {
      method: 'post',
      path: '/embeds',
      summary: 'Create an embed',
      description: `Name and \`url\` (the code of the video or chat on its platform, e.g. \`dQw4w9WgXcQ\`: letters, digits and \`. _ - / ? = &\`, up to 200, not a web address) are required; \`type\` 1 to 6 (default 2); \`published_at\` absent publishes now, null makes a draft. \`events\` attaches the embed to those events in the same transaction; every id must exist (400 naming the field). Answers the embed itself (Strapi), not wrapped. ${editors} An Organizer must attach a new embed to at least one event, and only to events they edit.`,
      parameters: [],
      requestBody: embedInput,
      schema: embedSchema,
      schemaName: 'Embed',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/embeds/{id}',
      summary: 'Change an embed',
      description: `Any of the create fields; \`events\` replaces the events it is attached to (an Organizer: at least one, all theirs). ${editors}`,
      parameters: [idParam],
      requestBody: embedUpdateInput,
      schema: embedSchema,
      schemaName: 'Embed',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/embeds/{id}',
      summary: 'Delete an embed',
      description: `Detaches it from every event and deletes it. ${editors}`,
      parameters: [idParam],
      schema: deletedSchema,
      schemaName: 'DeletedEmbed',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .post('/', async (c) => {
        const viewer = authorized(c.var.user, 'embeds.write');
        return c.json(await createEmbed(deps.db, { viewer, input: await jsonBody(c, embedInput) }), 201);
      })
      .put('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'embeds.write');
        const id = parseId(c.req.param('id'));
        return c.json(await updateEmbed(deps.db, { viewer, id, input: await jsonBody(c, embedUpdateInput) }));
      })
      .delete('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'embeds.write');
        return c.json(await deleteEmbed(deps.db, { viewer, id: parseId(c.req.param('id')) }));
      })
      .route('/', collectionRoutes(deps, { find: findEmbeds, count: countEmbeds, get: getEmbed })),
};
