import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventAttendanceMarks, eventJoins, events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { eventForAttendance } from './attendance-event';
import { formatPresentIds, parsePresentIds } from './present-ids';
import { stampMarks } from './attendance-marks';

export type MarkResult = {
  users_present: string;
  /** False when a newer mark of the same attendee was already kept: this one came too late. */
  applied: boolean;
};

/**
 * Marks one joined user present or absent. The event row is locked while users_present is
 * read, changed by this one id and written, so marks sent at once from two phones at the door
 * are applied one after the other and both are kept (a whole-list write would lose one).
 * `at` is when the mark was made (a check-in phone's queue sends it late): the newest mark of
 * each attendee wins, so a replay of an older mark never undoes a newer one from another phone.
 * A time ahead of the server's clock counts as now. Returns the new users_present.
 */
export async function markAttendance(
  db: Db,
  opts: { viewer: ViewerWithRights | null; eventId: number; userId: number; present: boolean; at?: Date; now?: Date },
): Promise<MarkResult> {
  const now = opts.now ?? new Date();
  const at = opts.at && opts.at < now ? opts.at : now;
  return db.transaction(async (tx) => {
    const event = await eventForAttendance(tx, { viewer: opts.viewer, id: opts.eventId, forUpdate: true });
    const joined = await tx.$count(eventJoins, and(eq(eventJoins.eventId, event.id), eq(eventJoins.userId, opts.userId)));
    if (!joined) throw new AppError('Attendance.notJoined', { field: 'user', params: { ids: String(opts.userId) } });
    const [last] = await tx
      .select({ markedAt: eventAttendanceMarks.markedAt })
      .from(eventAttendanceMarks)
      .where(and(eq(eventAttendanceMarks.eventId, event.id), eq(eventAttendanceMarks.userId, opts.userId)));
    if (last && last.markedAt > at) return { users_present: event.users_present, applied: false };

    const ids = parsePresentIds(event.users_present).filter((id) => id !== opts.userId);
    const next = formatPresentIds(opts.present ? [...ids, opts.userId] : ids);
    await stampMarks(tx, event.id, [opts.userId], at);
    if (next === event.users_present) return { users_present: next, applied: true };
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
    return { users_present: next, applied: true };
  });
}
