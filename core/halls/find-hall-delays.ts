import { and, asc, gt, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, halls } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';
import { iso } from '../serialize/instant';
import { hallWithDelayColumns } from './hall-delay-columns';
import { delayedTimes, delayInForce, MAX_HALL_DELAY_MINUTES, nextMidnight, type EventDelay } from './hall-delay';
import { hallsDelayableBy, type DelayViewer } from './hall-delay-rights';
import { authorized } from '../authorization/authorize';

/** An event on the running-late screen, at the times shown. */
export type HallDelayEvent = {
  id: number;
  name: string;
  name_en: string | null;
  start: string;
  end: string;
  delay: EventDelay | null;
};

/** A hall as the running-late screen shows it: the delay in force today, and what is on now and next in it. */
export type HallDelayCard = {
  id: number;
  name: string;
  name_en: string | null;
  minutes: number;
  set_at: string | null;
  now: HallDelayEvent | null;
  next: HallDelayEvent | null;
};

/**
 * The halls whose delay this viewer may set (every hall for Admins, decision 085 for
 * Organizers), each with its delay in force at `now` (the programme clock; yesterday's has
 * expired) and its published events in progress and next today, shifted by the delay: what the
 * staff at the halls need to decide how late a hall runs.
 */
export async function findHallDelays(
  db: Db,
  opts: { viewer: DelayViewer | null; now: Date; timezone: string },
): Promise<HallDelayCard[]> {
  const viewer = authorized(opts.viewer, 'hallDelays.set');
  const { now, timezone } = opts;
  // Today's events not over yet, also those a delay keeps on after their stored end.
  const since = new Date(now.getTime() - MAX_HALL_DELAY_MINUTES * 60_000);
  const [hallRows, eventRows] = await Promise.all([
    db.select(hallWithDelayColumns).from(halls).orderBy(asc(halls.id)),
    db.query.events.findMany({
      where: and(
        isNotNull(events.hallId),
        gt(events.end, since),
        lt(events.start, new Date(nextMidnight(now, timezone))),
        eventVisibleTo(null, 'live'),
      ),
      orderBy: [asc(events.start), asc(events.id)],
      columns: { id: true, hallId: true, name: true, name_en: true, start: true, end: true },
    }),
  ]);
  const mine = await hallsDelayableBy(db, { viewer, hallIds: hallRows.map((h) => h.id), now, timezone });
  return hallRows
    .filter((h) => mine.has(h.id))
    .map(({ delayMinutes, delaySetAt, ...hall }) => {
      const delay = delayInForce({ delayMinutes, delaySetAt }, now, timezone);
      const shown = eventRows
        .filter((e) => e.hallId === hall.id)
        .map((e) => ({ id: e.id, name: e.name, name_en: e.name_en, ...delayedTimes(delay, e, timezone) }));
      const card = (e: (typeof shown)[number] | undefined): HallDelayEvent | null =>
        e ? { ...e, start: iso(e.start), end: iso(e.end) } : null;
      return {
        ...hall,
        minutes: delay.delayMinutes,
        set_at: iso(delay.delaySetAt),
        now: card(shown.find((e) => e.start <= now && now < e.end)),
        next: card(shown.find((e) => e.start > now)),
      };
    });
}
