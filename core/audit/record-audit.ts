import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, users, type AuditAction, type AuditChange } from '../../db/schema';
import { saveVersion } from '../versions/save-version';
import { isVersioned } from '../versions/version-data';

/** The collections whose admin writes are recorded, named as their API paths. */
export const AUDIT_ENTITIES = [
  'events',
  'embeds',
  'files',
  'exhibitors',
  'patrons',
  'speakers',
  'users',
  'event-types',
  'locations',
  'halls',
  'setting',
  'pages',
  'menupages',
  'promocodes',
  'ticket-settings',
  'tickets',
  'ticket-orders',
  'ticket-order-notes',
  'access-codes',
  'ticket-waitlist',
  'editions',
  // Personal data (decision 156): an account's export or deletion, and each retention purge.
  'data-requests',
  'retention-purges',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Who wrote: the session's user (a username saves a lookup); null only for the system itself. */
export type AuditActor = { id: number; username?: string | null } | null;

/** A record's fields as plain values: a row, optionally with id lists of its relations. */
export type AuditValues = Record<string, unknown>;

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  /** The record's name at the time (the new name on an update, the old one on a delete). */
  label: string;
  /** The record before the write (update, delete). */
  before?: AuditValues | undefined;
  /** The record after the write (create, update). */
  after?: AuditValues | undefined;
};

/** Bookkeeping columns that say nothing about the change. */
const IGNORED = new Set(['id', 'created_at', 'updated_at', 'search_text', 'tokenVersion']);
/** Never stored, not even before and after: only that it changed. */
const SECRET = /password|token|secret|codehash/i;
/** Rich text and other bodies: only that they changed. */
const LONG_FIELDS = new Set(['description', 'description_en', 'content', 'text', 'html']);
/** Longer text than this is told as changed, not stored. */
export const MAX_AUDIT_TEXT = 200;
const MAX_AUDIT_IDS = 200;

/**
 * Records one admin write. Call it with the transaction of the write itself, after the write,
 * so the entry commits with it and a rolled-back write leaves none. `before`/`after` are the
 * record's fields (a row as read and as returned); the changed fields are computed here: an
 * update lists only the fields that differ, a create the fields it set, a delete the fields the
 * record had. Secrets and long text keep only their name. An event's or page's save also keeps
 * a version of it (saveVersion).
 */
export async function recordAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  const name = await actorName(tx, entry.actor);
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    label: entry.label.slice(0, MAX_AUDIT_TEXT),
    changes: auditChanges(entry.before, entry.after),
  });
  // Events and pages keep what each save left, to restore (decision 089).
  if (entry.after && isVersioned(entry.entity))
    await saveVersion(tx, {
      entity: entry.entity,
      entityId: entry.entityId,
      actorId: entry.actor?.id ?? null,
      actorName: name,
      after: entry.after,
    });
}

async function actorName(tx: Tx | Db, actor: AuditActor): Promise<string> {
  if (!actor) return 'system';
  if (typeof actor.username === 'string') return actor.username;
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, actor.id));
  return row?.username ?? `#${actor.id}`;
}

/** The fields that differ between two versions of a record (either may be absent), in a stable order. */
export function auditChanges(before: AuditValues | undefined, after: AuditValues | undefined): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => !IGNORED.has(f));
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const old = before ? plain(before[field]) : undefined;
    const now = after ? plain(after[field]) : undefined;
    if (before && after && same(old, now)) continue;
    // A create lists what it set, a delete what there was: empty fields say nothing.
    if (!before && (now === null || now === undefined || now === '')) continue;
    if (!after && (old === null || old === undefined || old === '')) continue;
    if (SECRET.test(field)) changes.push({ field, redacted: 'secret' });
    else if (LONG_FIELDS.has(field) || isLong(old) || isLong(now)) changes.push({ field, redacted: 'long' });
    else
      changes.push({
        field,
        ...(before ? { before: old ?? null } : {}),
        ...(after ? { after: now ?? null } : {}),
      });
  }
  return changes;
}

/** A value as JSON keeps it: instants as ISO strings, id lists as they are. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Text too long to keep, or anything that is not a plain value or a short list of plain values (or nulls). */
function isLong(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.length > MAX_AUDIT_TEXT;
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  if (Array.isArray(value))
    return (
      value.length > MAX_AUDIT_IDS ||
      // A null in a list is kept: a side-menu entry that links no page.
      value.some((v) => v !== null && typeof v !== 'number' && typeof v !== 'string') ||
      JSON.stringify(value).length > 2000
    );
  return true;
}
