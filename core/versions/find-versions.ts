import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { events, pages, recordVersions } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { eventVisibleTo } from '../events/event-visibility';
import { instantSchema } from '../serialize/instant';
import type { VersionedEntity } from './version-data';
import { authorized } from '../authorization/authorize';

/** The newest versions a record's screen lists. */
export const MAX_VERSIONS_LISTED = 50;

export const versionSchema = z.object({
  id: z.number().int(),
  at: instantSchema,
  actor_name: z.string().describe('Who saved it (the username then)'),
  data: z.record(z.string(), z.unknown()).describe('The fields a restore brings back, as the record held them'),
});
export type ApiVersion = z.infer<typeof versionSchema>;

/**
 * Who may read and restore a record's versions: whoever may edit it (an event's editors, Admins
 * for pages). A record the viewer may not see is 404, one they see but may not edit 403. Answers
 * the viewer and, for an event, its edition (a restore saves it in that edition).
 */
export async function assertMayVersion(
  db: Db,
  viewer: ViewerWithRights | null,
  entity: VersionedEntity,
  id: number,
): Promise<{ viewer: ViewerWithRights; editionId: number | null }> {
  if (!viewer) throw new AppError('Request.unauthorized');
  if (entity === 'pages') {
    authorized(viewer, 'pageVersions.read');
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id));
    if (!page) throw notFound('Page');
    return { viewer, editionId: null };
  }
  // In whichever edition the event is (a draft edition's programme is prepared in the admin,
  // decision 178); restoring goes through the event's update, which refuses an archived one.
  const [found] = await db.select({ editionId: events.editionId }).from(events).where(eq(events.id, id));
  if (!found) throw notFound('Event');
  const [event] = await db
    .select({ exhibitorId: events.exhibitorId })
    .from(events)
    .where(and(eq(events.id, id), eventVisibleTo(viewer, 'preview', found.editionId)));
  if (!event) throw notFound('Event');
  authorized(viewer, 'eventVersions.read', event);
  return { viewer, editionId: found.editionId };
}

/** A record's versions, newest first, for those who may edit it (decision 089). */
export async function findVersions(
  db: Db,
  opts: { viewer: ViewerWithRights | null; entity: VersionedEntity; id: number },
): Promise<ApiVersion[]> {
  await assertMayVersion(db, opts.viewer, opts.entity, opts.id);
  const rows = await db
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.entity, opts.entity), eq(recordVersions.entityId, opts.id)))
    .orderBy(desc(recordVersions.id))
    .limit(MAX_VERSIONS_LISTED);
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), actor_name: row.actorName, data: row.data }));
}
