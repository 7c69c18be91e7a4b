import { eq } from 'drizzle-orm';
import { currentEditionId } from '../editions/current-edition';
import type { Db, Tx } from '../../db/client';
import { halls, ticketSettings, type events, type ToldSession } from '../../db/schema';
import { takesPlaceInHall } from '../events/event-types';
import { shownTimes, type HallDelay } from '../halls/hall-delay';

type EventRow = typeof events.$inferSelect;

/**
 * A session whose changes are told (decisions 121, 135): a published seminar or conference panel,
 * the events that take place in a hall at a time people plan around. Seminars tell their seat
 * holders and queue, both tell those who starred them and turned the notices on.
 */
export const tellsChanges = (event: Pick<EventRow, 'eventtypeId' | 'published_at'>) =>
  event.published_at !== null && takesPlaceInHall(event.eventtypeId);

/** The default of `ticket_settings.late_notice_minutes`, when the row is missing. */
export const DEFAULT_LATE_NOTICE_MINUTES = 15;

/** How late a hall may run before those signed up are told (decision 121). */
export async function lateNoticeMinutes(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ minutes: ticketSettings.lateNoticeMinutes })
    .from(ticketSettings)
    .where(eq(ticketSettings.editionId, currentEditionId));
  return row?.minutes ?? DEFAULT_LATE_NOTICE_MINUTES;
}

/** The delay of an event's hall as stored, or none. */
export async function hallDelayOf(db: Db | Tx, hallId: number | null): Promise<HallDelay | null> {
  if (hallId === null) return null;
  const [row] = await db
    .select({ delayMinutes: halls.delayMinutes, delaySetAt: halls.delaySetAt })
    .from(halls)
    .where(eq(halls.id, hallId));
  return row ?? null;
}

/**
 * A session as the people signed up should know it: the hall, and the times as shown, moved by
 * the hall's delay only when it is more than `threshold` minutes (a few minutes late is not worth
 * a mail; a delay at or under the threshold counts as on time, so going back under it is told).
 */
export function toldSession(
  event: Pick<EventRow, 'start' | 'end' | 'hallId'>,
  delay: HallDelay | null,
  threshold: number,
  timezone: string,
): ToldSession {
  const counted = delay && delay.delayMinutes > threshold ? delay : null;
  const shown = shownTimes(counted, event, timezone);
  return { start: shown.start.toISOString(), end: shown.end.toISOString(), hallId: event.hallId };
}

/** Whether two tellings of a session differ in what people act on. */
export const sameSession = (a: ToldSession, b: ToldSession) => a.start === b.start && a.end === b.end && a.hallId === b.hallId;
