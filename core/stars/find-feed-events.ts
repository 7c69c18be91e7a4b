import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events, userStars } from '../../db/schema';
import { loadUserWithRights } from '../accounts/load-user-with-rights';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from '../programme/load-programme-events';
import { toProgrammeEventDetail, type ProgrammeEventDetail } from '../programme/programme-event-detail';

/**
 * What a user's personal calendar feed lists: the events they starred and the seminars they
 * hold a seat at, that they may see now (published, their access level), as the programme shows
 * them (a late hall's events shifted). Read on every request, so the feed is always current.
 */
export async function findFeedEvents(db: Db, opts: { userId: number; timezone: string }): Promise<ProgrammeEventDetail[]> {
  const owner = await loadUserWithRights(db, opts.userId);
  if (!owner || owner.blocked) return [];
  const starred = db.select({ id: userStars.eventId }).from(userStars).where(eq(userStars.userId, owner.id));
  const joined = db.select({ id: eventJoins.eventId }).from(eventJoins).where(eq(eventJoins.userId, owner.id));
  const rows = await loadProgrammeEvents(db, {
    where: and(or(inArray(events.id, starred), inArray(events.id, joined)), eventVisibleTo(owner, 'live')),
  });
  return rows.map((row) => toProgrammeEventDetail(row, { timezone: opts.timezone }));
}
