import { z } from 'zod';
import { AUDIT_ACTIONS, auditLog, type AuditChange } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';
import { iso, instantSchema } from '../serialize/instant';

/** What the audit log may be filtered and sorted on; newest first unless told. */
export const auditQuery: CollectionQuery = {
  name: 'audit-log',
  table: auditLog,
  id: auditLog.id,
  fields: {
    id: { type: 'id', column: auditLog.id },
    at: { type: 'date', column: auditLog.at },
    action: { type: 'text', column: auditLog.action, description: 'create, update or delete' },
    entity: { type: 'text', column: auditLog.entity, description: "The collection: 'events', 'halls', 'users', ..." },
    entity_id: { type: 'int', column: auditLog.entityId, description: 'The id of the record in its collection' },
    actor_name: { type: 'text', column: auditLog.actorName },
    label: { type: 'text', column: auditLog.label },
  },
  relations: {
    actor: { kind: 'one', column: auditLog.actorId, description: 'The acting user (user id)' },
  },
  defaultSort: [{ field: 'at', direction: 'desc' }],
};

const changeSchema = z.object({
  field: z.string(),
  before: z.unknown().optional().describe('The old value (absent on a create, and for redacted fields)'),
  after: z.unknown().optional().describe('The new value (absent on a delete, and for redacted fields)'),
  redacted: z
    .enum(['secret', 'long'])
    .optional()
    .describe('The values are not kept: `secret` (passwords, tokens) or `long` (rich or long text); the field changed'),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: instantSchema,
  actor: z.object({ id: z.number().int() }).nullable().describe('The acting user; null once the account is deleted'),
  actor_name: z.string().describe('The username when it happened'),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entity_id: z.number().int(),
  label: z.string().describe("The record's name when it happened"),
  changes: z
    .array(changeSchema)
    .describe('An update: the fields that changed; a create: the fields it set; a delete: the fields the record had'),
});
export type ApiAuditEntry = z.infer<typeof auditEntrySchema>;

export function serializeAuditEntry(row: typeof auditLog.$inferSelect): ApiAuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    actor: row.actorId === null ? null : { id: row.actorId },
    actor_name: row.actorName,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    label: row.label,
    changes: row.changes as AuditChange[],
  };
}
