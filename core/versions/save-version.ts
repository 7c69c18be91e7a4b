import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recordVersions } from '../../db/schema';
import type { AuditValues } from '../audit/record-audit';
import { versionData, type VersionedEntity } from './version-data';

/**
 * Keeps a version of an event or page after a save, in the save's transaction (called by
 * recordAudit, so every door's save keeps one). A save that changed none of the kept fields
 * (attendance marks, publishing) adds none.
 */
export async function saveVersion(
  tx: Tx | Db,
  opts: { entity: VersionedEntity; entityId: number; actorId: number | null; actorName: string; after: AuditValues },
): Promise<void> {
  const data = versionData(opts.entity, opts.after);
  const [latest] = await tx
    .select({ data: recordVersions.data })
    .from(recordVersions)
    .where(and(eq(recordVersions.entity, opts.entity), eq(recordVersions.entityId, opts.entityId)))
    .orderBy(desc(recordVersions.id))
    .limit(1);
  if (latest && sameData(latest.data, data)) return;
  await tx.insert(recordVersions).values({
    entity: opts.entity,
    entityId: opts.entityId,
    actorId: opts.actorId,
    actorName: opts.actorName,
    data,
  });
}

/** jsonb keeps keys in its own order: compare field by field. */
function sameData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}
