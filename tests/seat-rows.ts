/** Who holds a seminar's seats and queue, read straight from the database, for sign-up tests. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventJoins, eventWaitlist } from '../db/schema';

/** The seated users' ids, smallest first. */
export const joinedIds = async (db: Db, eventId: number) =>
  (
    await db
      .select({ id: eventJoins.userId })
      .from(eventJoins)
      .where(eq(eventJoins.eventId, eventId))
      .orderBy(asc(eventJoins.userId))
  ).map((r) => r.id);

/** The waiting users' ids in queue order. */
export const queueIds = async (db: Db, eventId: number) =>
  (
    await db
      .select({ id: eventWaitlist.userId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, eventId))
      .orderBy(asc(eventWaitlist.id))
  ).map((r) => r.id);
