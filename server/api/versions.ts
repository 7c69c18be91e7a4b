import { Hono } from 'hono';
import { z } from 'zod';
import { badParam } from '../../core/errors/app-error';
import { parseId } from '../../core/query/parse-entry-params';
import { findVersions, versionSchema } from '../../core/versions/find-versions';
import { restoreVersion } from '../../core/versions/restore-version';
import { isVersioned } from '../../core/versions/version-data';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource } from './resource';
import { signupMail } from './signup-mail';

const editors =
  'For those who may edit the record (an event: Admins and the Organizers of its exhibitor; a page: Admins); 401 without a session, 404 for a record one may not see, 403 `Version.forbidden` otherwise.';

/** Versions of events and pages, and restoring one (decision 089). */
export const versionsResource: CustomResource = {
  kind: 'custom',
  path: '/versions',
  title: 'Versions',
  description: 'What each save of an event or page left, newest first, and restoring one through the ordinary update.',
  operations: [
    {
      path: '/versions',
      summary: "A record's versions",
      description: `\`entity\` (\`events\` or \`pages\`) and \`entity_id\`: the newest 50 versions, newest first. ${editors}`,
      parameters: [
        {
          name: 'entity',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: ['events', 'pages'] },
          description: 'The collection',
        },
        {
          name: 'entity_id',
          in: 'query',
          required: true,
          schema: { type: 'integer', minimum: 1 },
          description: "The record's id",
        },
      ],
      schema: z.array(versionSchema),
      schemaName: 'VersionList',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/versions/{id}/restore',
      summary: 'Restore a version',
      description: `Saves the version's fields through the record's ordinary update (its rules, its audit entry, a new version). The publication state, attendance, sign-ups, files and embeds stay as they are; deleted speakers stay out; a page keeps its current slug when another page took the old one. 409 \`Version.invalid\` for a version today's rules refuse. ${editors}`,
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Version id' },
      ],
      schema: z.object({ entity: z.enum(['events', 'pages']), id: z.number().int() }),
      schemaName: 'RestoredVersion',
      errors: [401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => {
        const entity = c.req.query('entity') ?? '';
        if (!isVersioned(entity)) throw badParam('Form.error.invalid', 'entity');
        const id = parseId(c.req.query('entity_id') ?? '');
        return c.json(await findVersions(deps.db, { viewer: c.var.user, entity, id }));
      })
      .post('/:id/restore', async (c) =>
        c.json(
          await restoreVersion(deps.db, {
            viewer: c.var.user,
            id: parseId(c.req.param('id')),
            signupMail: signupMail(deps),
            clock: deps.clock,
            site: deps.site,
          }),
        ),
      ),
};
