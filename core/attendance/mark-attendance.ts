import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { eventForAttendance } from './attendance-event';
import { formatPresentIds, parsePresentIds } from './present-ids';

/**
 * Marks one joined user present or absent. The event row is locked while users_present is
 * read, changed by this one id and written, so marks sent at once from two phones at the door
 * are applied one after the other and both are kept (a whole-list write would lose one).
 * Returns the new users_present.
 */
export async function markAttendance(
  db: Db,
  opts: { viewer: ViewerWithRights | null; eventId: number; userId: number; present: boolean },
): Promise<string> {
  return db.transaction(async (tx) => {
    const event = await eventForAttendance(tx, { viewer: opts.viewer, id: opts.eventId, forUpdate: true });
    const joined = await tx.$count(eventJoins, and(eq(eventJoins.eventId, event.id), eq(eventJoins.userId, opts.userId)));
    if (!joined) throw new AppError('Attendance.notJoined', { field: 'user', params: { ids: String(opts.userId) } });
    const ids = parsePresentIds(event.users_present).filter((id) => id !== opts.userId);
    const next = formatPresentIds(opts.present ? [...ids, opts.userId] : ids);
    if (next === event.users_present) return next;
    await tx.update(events).set({ users_present: next }).where(eq(events.id, event.id));
    await recordAudit(tx, {
      actor: event.editor,
      action: 'update',
      entity: 'events',
      entityId: event.id,
      label: event.name,
      before: { users_present: event.users_present },
      after: { users_present: next },
    });
    return next;
  });
}
