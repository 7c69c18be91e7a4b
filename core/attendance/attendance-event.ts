import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { eventVisibleTo } from '../events/event-visibility';
import { authorized } from '../authorization/authorize';

/**
 * The event whose attendees the viewer asks about, if they may see them: a guest 401, a draft
 * they may not see 404 (its existence is not told), an event they see but do not edit 403.
 * `forUpdate` locks the row until the transaction ends, so presence marks queue up.
 */
export async function eventForAttendance(
  db: Db | Tx,
  opts: { viewer: ViewerWithRights | null; id: number; forUpdate?: boolean },
): Promise<typeof events.$inferSelect & { editor: ViewerWithRights }> {
  const { viewer } = opts;
  if (!viewer) throw new AppError('Request.unauthorized');
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.id, opts.id), eventVisibleTo(viewer, 'preview')));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Event');
  authorized(viewer, 'attendees.read', row);
  return { ...row, editor: viewer };
}
