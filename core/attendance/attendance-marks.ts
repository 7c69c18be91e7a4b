import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventAttendanceMarks } from '../../db/schema';

/**
 * Records when these attendees' presence was last set. Call it under the event's row lock, in
 * the transaction that writes users_present, so the time and the list never disagree.
 */
export async function stampMarks(tx: Tx, eventId: number, userIds: readonly number[], at: Date): Promise<void> {
  if (!userIds.length) return;
  await tx
    .insert(eventAttendanceMarks)
    .values(userIds.map((userId) => ({ eventId, userId, markedAt: at })))
    .onConflictDoUpdate({
      target: [eventAttendanceMarks.eventId, eventAttendanceMarks.userId],
      set: { markedAt: sql`excluded.marked_at` },
    });
}
