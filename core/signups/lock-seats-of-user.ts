import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventJoins, events } from '../../db/schema';

type EventRow = typeof events.$inferSelect;

/**
 * Locks the events where a user holds a seat, in id order (so two such writers never wait for
 * each other crosswise), before the seats go with the account: the caller then gives each
 * freed seat to the queue with `fillFreeSeats`, under the lock every sign-up takes first.
 */
export async function lockSeatsOfUser(tx: Tx, userId: number): Promise<EventRow[]> {
  const seats = await tx.select({ eventId: eventJoins.eventId }).from(eventJoins).where(eq(eventJoins.userId, userId));
  if (!seats.length) return [];
  return tx
    .select()
    .from(events)
    .where(
      inArray(
        events.id,
        seats.map((s) => s.eventId),
      ),
    )
    .orderBy(asc(events.id))
    .for('update');
}
