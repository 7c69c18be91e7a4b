import { Hono } from 'hono';
import { z } from 'zod';
import { auditEntrySchema, auditQuery } from '../../core/audit/audit-query';
import { findAuditLog } from '../../core/audit/find-audit-log';
import type { ApiEnv } from '../middleware/session';
import { listParams, notState } from './openapi-params';
import { readOptions } from './read-options';
import type { CustomResource } from './resource';

const auditListSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number().int(),
  names: z.record(z.string(), z.string()).describe("The present names of the records the changes point to, keyed 'entity:id'"),
});

export const auditLogResource: CustomResource = {
  kind: 'custom',
  path: '/audit-log',
  title: 'Audit log',
  description:
    'Every create, update and delete in the admin area: who, when, what, and which fields changed (passwords, tokens and long text only as changed). Admins only.',
  operations: [
    {
      path: '/audit-log',
      summary: 'Browse the audit log',
      description:
        'Newest first (`_sort=at:DESC` by default), with `_limit`, `_start` and filters such as `entity=halls`, `entity_id=3`, `actor=7` (user id), `action=delete`; wrapped in `data` with the `total` for the pagination. Admins only; 401 without a session, 403 for others.',
      parameters: listParams(auditQuery).filter(notState),
      schema: auditListSchema,
      schemaName: 'AuditLogPage',
      errors: [400, 401, 403],
    },
  ],
  routes: (deps) => new Hono<ApiEnv>().get('/', async (c) => c.json(await findAuditLog(deps.db, readOptions(c, deps)))),
};
