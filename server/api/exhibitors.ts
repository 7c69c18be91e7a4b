import { Hono } from 'hono';
import { z } from 'zod';
import { exhibitorInput, exhibitorUpdateInput } from '../../core/exhibitors/exhibitor-input';
import { exhibitorQuery, exhibitorSchema } from '../../core/exhibitors/exhibitor-query';
import { countExhibitors, findExhibitors } from '../../core/exhibitors/find-exhibitors';
import { getExhibitor } from '../../core/exhibitors/get-exhibitor';
import { createExhibitor, deleteExhibitor, updateExhibitor } from '../../core/exhibitors/save-exhibitor';
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
  description: 'Exhibitor id',
};
const deletedSchema = z.object({ id: z.number().int(), name: z.string() });
const editors = 'Admins only (401 without a session, 403 otherwise).';

export const exhibitorsResource: CollectionResource = {
  kind: 'collection',
  path: '/exhibitors',
  title: 'Exhibitors',
  description:
    'All exhibitors, public or not (the fair asks for `ispublic=true`). `users_can_edit` is sent to Admins only; filtering on it is for Admins, or for a user asking for their own id (otherwise 403).',
  query: exhibitorQuery,
  schema: exhibitorSchema,
  schemaName: 'Exhibitor',
  operations: [
    {
      method: 'post',
      path: '/exhibitors',
      summary: 'Create an exhibitor',
      description: `\`name\` and \`logo\` (the id of an uploaded image, not another kind of file: \`Media.notImage\`; missing is \`Exhibitor.logo.required\`) are required; \`email\` a valid address or empty; \`users_can_edit\` the ids of the users who edit its events. Every referenced id must exist (400 naming the field). The slug comes from the name; rich text is sanitized. Answers the exhibitor as an Admin reads it (with \`users_can_edit\`). ${editors}`,
      parameters: [],
      requestBody: exhibitorInput,
      schema: exhibitorSchema,
      schemaName: 'Exhibitor',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/exhibitors/{id}',
      summary: 'Change an exhibitor',
      description: `Any of the create fields; the logo may be replaced, not removed. A new name gives a new slug. \`users_can_edit\` replaces the editors. ${editors}`,
      parameters: [idParam],
      requestBody: exhibitorUpdateInput,
      schema: exhibitorSchema,
      schemaName: 'Exhibitor',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/exhibitors/{id}',
      summary: 'Delete an exhibitor',
      description: `Only when no event (draft or published) names it: otherwise 409 \`Exhibitor.inUse\` with the number of events in \`data.count\`. Its editors' rights go with it; the logo file stays. ${editors}`,
      parameters: [idParam],
      schema: deletedSchema,
      schemaName: 'DeletedExhibitor',
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) => {
    const asAdmin = (c: { var: ApiEnv['Variables'] }, id: number) =>
      getExhibitor(deps.db, { id, params: new URLSearchParams(), viewer: c.var.user, timezone: deps.config.timezone });
    return (
      new Hono<ApiEnv>()
        // Who may write is told before the body is read: a guest's bad body is still a 401.
        .post('/', async (c) => {
          const viewer = authorized(c.var.user, 'exhibitors.write');
          const id = await createExhibitor(deps.db, { viewer, input: await jsonBody(c, exhibitorInput), site: deps.site });
          return c.json(await asAdmin(c, id), 201);
        })
        .put('/:id', async (c) => {
          const viewer = authorized(c.var.user, 'exhibitors.write');
          const id = parseId(c.req.param('id'));
          await updateExhibitor(deps.db, { viewer, id, input: await jsonBody(c, exhibitorUpdateInput), site: deps.site });
          return c.json(await asAdmin(c, id));
        })
        .delete('/:id', async (c) => {
          const viewer = authorized(c.var.user, 'exhibitors.write');
          return c.json(await deleteExhibitor(deps.db, { viewer, id: parseId(c.req.param('id')) }));
        })
        .route('/', collectionRoutes(deps, { find: findExhibitors, count: countExhibitors, get: getExhibitor }))
    );
  },
};
