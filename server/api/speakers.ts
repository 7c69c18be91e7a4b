import { Hono } from 'hono';
import { z } from 'zod';
import type { ViewerWithRights } from '../../core/accounts/policy';
import { parseId } from '../../core/query/parse-entry-params';
import { countSpeakers, findSpeakers } from '../../core/speakers/find-speakers';
import { getSpeaker } from '../../core/speakers/get-speaker';
import { authorized, signedIn } from '../../core/authorization/authorize';
import { createSpeaker, deleteSpeaker, updateSpeaker } from '../../core/speakers/save-speaker';
import { speakerInput, speakerUpdateInput } from '../../core/speakers/speaker-input';
import { speakerQuery, speakerSchema } from '../../core/speakers/speaker-query';
import type { ApiEnv } from '../middleware/session';
import { collectionRoutes } from './collection-routes';
import { jsonBody } from './json-body';
import type { CollectionResource, ParamDoc } from './resource';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Speaker id',
};
const deletedSchema = z.object({ id: z.number().int(), name: z.string() });
const rights =
  'Admins write any speaker. Organizers create speakers (and become their editor) and change or delete the speakers whose `users_can_edit` lists them. A confirmed member listed there changes their own profile, except `published_at` and `users_can_edit` (403 `Speaker.forbidden.field` naming the field); only Admins send `users_can_edit`. 401 without a session, 403 otherwise; a draft the writer may not see is 404.';

export const speakersResource: CollectionResource = {
  kind: 'collection',
  path: '/speakers',
  title: 'Speakers',
  description:
    "Published speakers; with `_publicationState=preview` an Admin also sees drafts, and a user listed in a speaker's users_can_edit sees that draft. `users_can_edit` is sent to Admins only; filtering on it is for Admins or for a user asking for their own id.",
  query: speakerQuery,
  schema: speakerSchema,
  schemaName: 'Speaker',
  operations: [
    {
      method: 'post',
      path: '/speakers',
      summary: 'Create a speaker',
      description: `\`name\` is required; \`web_link\` (Twitter), \`linkedin_link\` and \`website\` http(s) addresses or empty; \`image\` the id of an uploaded image (a non-Admin: one they uploaded); \`published_at\` absent publishes now, null makes a draft. Rich text is sanitized. Answers the speaker as the writer sees it in preview. ${rights}`,
      parameters: [],
      requestBody: speakerInput,
      schema: speakerSchema,
      schemaName: 'Speaker',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/speakers/{id}',
      summary: 'Change a speaker',
      description: `Any of the create fields (the speaker self-edit page sends its own). \`published_at\` publishes (an instant) or makes a draft (null); \`users_can_edit\` replaces the editors. ${rights}`,
      parameters: [idParam],
      requestBody: speakerUpdateInput,
      schema: speakerSchema,
      schemaName: 'Speaker',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/speakers/{id}',
      summary: 'Delete a speaker',
      description: `Removes them from every event they speak at (and from those events' \`speakers_order\`). An Organizer deletes only a speaker they edit who speaks at no event of an exhibitor they do not edit (403 \`Speaker.forbidden.delete\`). Admins and Organizers only.`,
      parameters: [idParam],
      schema: deletedSchema,
      schemaName: 'DeletedSpeaker',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) => {
    const preview = (viewer: ViewerWithRights, id: number) =>
      getSpeaker(deps.db, {
        id,
        params: new URLSearchParams({ _publicationState: 'preview' }),
        viewer,
        timezone: deps.config.timezone,
      });
    return (
      new Hono<ApiEnv>()
        // Who may write is told before the body is read: a guest's bad body is still a 401.
        .post('/', async (c) => {
          const viewer = authorized(c.var.user, 'speakers.manage');
          const created = await createSpeaker(deps.db, { viewer, input: await jsonBody(c, speakerInput), site: deps.site });
          return c.json(await preview(created.viewer, created.id), 201);
        })
        .put('/:id', async (c) => {
          const viewer = signedIn(c.var.user);
          const id = parseId(c.req.param('id'));
          await updateSpeaker(deps.db, { viewer, id, input: await jsonBody(c, speakerUpdateInput), site: deps.site });
          return c.json(await preview(viewer, id));
        })
        .delete('/:id', async (c) => {
          const viewer = authorized(c.var.user, 'speakers.manage');
          return c.json(await deleteSpeaker(deps.db, { viewer, id: parseId(c.req.param('id')) }));
        })
        .route('/', collectionRoutes(deps, { find: findSpeakers, count: countSpeakers, get: getSpeaker }))
    );
  },
};
