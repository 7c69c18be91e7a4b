import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, halls } from '../../db/schema';
import { canUseAdminArea, type ViewerWithRights } from '../accounts/policy';
import { eventEditableBy, eventIsPublished } from '../events/event-visibility';
import { delayInForce, shownTimes } from '../halls/hall-delay';
import { ATTENTION_ITEMS, dayOf, type AttentionList } from './attention-list';
import { occupancyColumns, presentColumn } from './session-occupancy';
import { eventInCurrentEdition } from '../editions/current-edition';

export type TodaysSession = {
  id: number;
  name: string;
  name_en: string | null;
  /** The shown times (moved by the hall's delay). */
  start: Date;
  end: Date;
  delayMinutes: number;
  hall: { id: number; name: string; name_en: string | null } | null;
  max_users: number | null;
  taken: number;
  waiting: number;
  /** Seat holders marked present (decision 130). */
  present: number;
};

/**
 * Today's published sessions by the programme clock that the viewer edits (an Admin all, an
 * Organizer their exhibitors'), at their shown times, with seats taken, queue places and seat
 * holders present, over or not: the admin home's programme card and the occupancy read.
 */
export async function todaysSessionRows(
  db: Db,
  opts: { viewer: ViewerWithRights; now: Date; timezone: string },
): Promise<TodaysSession[]> {
  const { now, timezone } = opts;
  const day = dayOf(now, timezone);
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      name_en: events.name_en,
      start: events.start,
      end: events.end,
      max_users: events.max_users,
      hallId: halls.id,
      hallName: halls.name,
      hallNameEn: halls.name_en,
      delayMinutes: halls.delayMinutes,
      delaySetAt: halls.delaySetAt,
      ...occupancyColumns,
      present: presentColumn,
    })
    .from(events)
    .leftJoin(halls, eq(halls.id, events.hallId))
    .where(
      and(eventInCurrentEdition, eventIsPublished, eventEditableBy(opts.viewer), lt(events.start, day.end), gt(events.end, day.start)),
    )
    .orderBy(asc(events.start), asc(events.id));
  return rows
    .map(({ hallId, hallName, hallNameEn, delayMinutes, delaySetAt, ...row }) => {
      const delay = hallId === null ? null : delayInForce({ delayMinutes: delayMinutes!, delaySetAt }, now, timezone);
      const shown = shownTimes(delay, row, timezone);
      return {
        ...row,
        start: shown.start,
        end: shown.end,
        delayMinutes: shown.minutes,
        hall: hallId === null ? null : { id: hallId, name: hallName!, name_en: hallNameEn },
      };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}

/**
 * Today's published sessions by the programme clock not over yet, at their shown times, with
 * seats taken and queue places: every one for Admins, an Organizer's exhibitors'; null for
 * anyone else. `total` counts those left today.
 */
export async function findTodaysSessions(
  db: Db,
  opts: { viewer: ViewerWithRights; now: Date; timezone: string },
): Promise<AttentionList<TodaysSession> | null> {
  if (!canUseAdminArea(opts.viewer)) return null;
  const left = (await todaysSessionRows(db, opts)).filter((s) => s.end > opts.now);
  return { total: left.length, items: left.slice(0, ATTENTION_ITEMS) };
}
