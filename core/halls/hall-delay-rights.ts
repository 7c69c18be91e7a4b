import { and, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, halls } from '../../db/schema';
import { canSetHallDelay, reachesEveryRecord, type Viewer } from '../accounts/policy';
import { delayInForce, MAX_HALL_DELAY_MINUTES, nextMidnight, shownTimes } from './hall-delay';
import { eventInCurrentEdition } from '../editions/current-edition';

/** A viewer with the exhibitors they edit (a session user has them). */
export type DelayViewer = Viewer & { editableExhibitorIds: readonly number[] };

/**
 * For each of the halls, the exhibitors of its events today not over yet at `now` (the
 * programme clock, by their shown times under the delay in force), drafts included; null for an
 * event without exhibitor. A hall with nothing left today has an empty list.
 */
export async function remainingExhibitorsByHall(
  db: Db | Tx,
  opts: { hallIds: number[]; now: Date; timezone: string },
): Promise<Map<number, (number | null)[]>> {
  const { hallIds, now, timezone } = opts;
  const result = new Map<number, (number | null)[]>(hallIds.map((id) => [id, []]));
  if (!hallIds.length) return result;
  // A delay keeps an event on after its stored end by at most the longest delay.
  const since = new Date(now.getTime() - MAX_HALL_DELAY_MINUTES * 60_000);
  const [hallRows, eventRows] = await Promise.all([
    db
      .select({ id: halls.id, delayMinutes: halls.delayMinutes, delaySetAt: halls.delaySetAt })
      .from(halls)
      .where(inArray(halls.id, hallIds)),
    db
      .select({ hallId: events.hallId, exhibitorId: events.exhibitorId, start: events.start, end: events.end })
      .from(events)
      .where(
        and(
          eventInCurrentEdition,
          isNotNull(events.hallId),
          inArray(events.hallId, hallIds),
          gt(events.end, since),
          lt(events.start, new Date(nextMidnight(now, timezone))),
        ),
      ),
  ]);
  const delays = new Map(hallRows.map((h) => [h.id, delayInForce(h, now, timezone)]));
  for (const event of eventRows) {
    if (shownTimes(delays.get(event.hallId!), event, timezone).end <= now) continue;
    result.get(event.hallId!)!.push(event.exhibitorId);
  }
  return result;
}

/** The ids of the halls, of those given, whose delay this viewer may set now (`canSetHallDelay`). */
export async function hallsDelayableBy(
  db: Db,
  opts: { viewer: DelayViewer; hallIds: number[]; now: Date; timezone: string },
): Promise<Set<number>> {
  if (reachesEveryRecord(opts.viewer)) return new Set(opts.hallIds);
  const remaining = await remainingExhibitorsByHall(db, opts);
  return new Set(
    opts.hallIds.filter((id) => canSetHallDelay(opts.viewer, remaining.get(id) ?? [], opts.viewer.editableExhibitorIds)),
  );
}
