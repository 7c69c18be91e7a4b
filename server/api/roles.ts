import { Hono } from 'hono';
import { findRoles, rolesAnswerSchema } from '../../core/accounts/find-roles';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource } from './resource';

export const rolesResource: CustomResource = {
  kind: 'custom',
  path: '/users-permissions',
  title: 'Roles',
  description: 'The account roles: Admin, Registred, Organizer, Confirmed member.',
  operations: [
    {
      path: '/users-permissions/roles',
      summary: 'List roles',
      description: 'For the role select of the user form. Admins and Organizers; 401 without a session.',
      parameters: [],
      schema: rolesAnswerSchema,
      schemaName: 'Roles',
      errors: [401, 403],
    },
  ],
  routes: (deps) => new Hono<ApiEnv>().get('/roles', async (c) => c.json(await findRoles(deps.db, { viewer: c.var.user }))),
};
