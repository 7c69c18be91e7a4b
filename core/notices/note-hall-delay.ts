import { and, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events } from '../../db/schema';
import { EVENT_TYPE } from '../events/event-types';
import type { HallDelay } from '../halls/hall-delay';
import { noteSessionChange } from './note-session-change';
import { lateNoticeMinutes, sameSession, toldSession } from './told-session';
import { eventInCurrentEdition } from '../editions/current-edition';

const DAY = 24 * 60 * 60_000;

/**
 * A hall's delay changed: each published seminar or conference panel of the hall whose shown times move across the
 * notice threshold (decision 121) gets a pending change notice, with what people knew before.
 * A delay moves only the events of its day, so only those near `now` are read.
 */
export async function noteHallDelayChange(
  tx: Tx,
  opts: { hallId: number; before: HallDelay; after: HallDelay; now: Date; timezone: string },
): Promise<void> {
  const threshold = await lateNoticeMinutes(tx);
  const nearby = await tx
    .select({ id: events.id, start: events.start, end: events.end, hallId: events.hallId })
    .from(events)
    .where(
      and(
        eventInCurrentEdition,
        eq(events.hallId, opts.hallId),
        inArray(events.eventtypeId, [EVENT_TYPE.seminar, EVENT_TYPE.conference]),
        isNotNull(events.published_at),
        gt(events.end, new Date(opts.now.getTime() - 2 * DAY)),
        lt(events.start, new Date(opts.now.getTime() + 2 * DAY)),
      ),
    );
  for (const event of nearby) {
    const before = toldSession(event, opts.before, threshold, opts.timezone);
    const after = toldSession(event, opts.after, threshold, opts.timezone);
    if (!sameSession(before, after)) await noteSessionChange(tx, event.id, before);
  }
}
