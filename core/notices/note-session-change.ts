import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventChangeNotices, type ToldSession } from '../../db/schema';

/**
 * Notes that a session people are signed up to may have changed (decision 121): the first change
 * writes a pending notice with what they knew before (`told`); each later one only moves its
 * time on, so a burst of edits ends in one mail comparing the first state with the last. Call
 * it in the transaction of the change.
 */
export async function noteSessionChange(tx: Tx, eventId: number, told: ToldSession): Promise<void> {
  await tx
    .insert(eventChangeNotices)
    .values({ eventId, told })
    .onConflictDoUpdate({ target: eventChangeNotices.eventId, set: { changedAt: sql`now()` } });
}
