import { Hono } from 'hono';
import { z } from 'zod';
import { countPatrons, findPatrons } from '../../core/patrons/find-patrons';
import { getPatron } from '../../core/patrons/get-patron';
import { patronInput, patronUpdateInput } from '../../core/patrons/patron-input';
import { patronQuery, patronSchema } from '../../core/patrons/patron-query';
import { createPatron, deletePatron, updatePatron } from '../../core/patrons/save-patron';
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
  description: 'Patron id',
};
const deletedSchema = z.object({ id: z.number().int(), name: z.string() });
const editors = 'Admins only (401 without a session, 403 otherwise).';

export const patronsResource: CollectionResource = {
  kind: 'collection',
  path: '/patrons',
  title: 'Patrons',
  description: "All patrons; the homepage shows those listed in the setting's `patrons_order`, in that order.",
  query: patronQuery,
  schema: patronSchema,
  schemaName: 'Patron',
  operations: [
    {
      method: 'post',
      path: '/patrons',
      summary: 'Create a patron',
      description: `\`name\`, \`job\` and \`image\` (the id of an uploaded image, not another kind of file: \`Media.notImage\`; missing is \`Patron.image.required\`) are required; \`website\` an http(s) address or empty. Rich text is sanitized. A new patron shows on the homepage once \`PUT /setting\` lists it in \`patrons_order\`. ${editors}`,
      parameters: [],
      requestBody: patronInput,
      schema: patronSchema,
      schemaName: 'Patron',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/patrons/{id}',
      summary: 'Change a patron',
      description: `Any of the create fields; the image may be replaced, not removed. ${editors}`,
      parameters: [idParam],
      requestBody: patronUpdateInput,
      schema: patronSchema,
      schemaName: 'Patron',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/patrons/{id}',
      summary: 'Delete a patron',
      description: `Also takes its id out of the setting's \`patrons_order\`, in the same transaction. The image file stays. ${editors}`,
      parameters: [idParam],
      schema: deletedSchema,
      schemaName: 'DeletedPatron',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) => {
    const read = (id: number) =>
      getPatron(deps.db, { id, params: new URLSearchParams(), viewer: null, timezone: deps.config.timezone });
    return (
      new Hono<ApiEnv>()
        // Who may write is told before the body is read: a guest's bad body is still a 401.
        .post('/', async (c) => {
          const viewer = authorized(c.var.user, 'patrons.write');
          return c.json(
            await read(await createPatron(deps.db, { viewer, input: await jsonBody(c, patronInput), site: deps.site })),
            201,
          );
        })
        .put('/:id', async (c) => {
          const viewer = authorized(c.var.user, 'patrons.write');
          const id = parseId(c.req.param('id'));
          return c.json(
            await read(await updatePatron(deps.db, { viewer, id, input: await jsonBody(c, patronUpdateInput), site: deps.site })),
          );
        })
        .delete('/:id', async (c) => {
          const viewer = authorized(c.var.user, 'patrons.write');
          return c.json(await deletePatron(deps.db, { viewer, id: parseId(c.req.param('id')) }));
        })
        .route('/', collectionRoutes(deps, { find: findPatrons, count: countPatrons, get: getPatron }))
    );
  },
};
