import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, events } from '../../db/schema';
import type { RetentionPeriods } from '../settings/retention-periods';

/**
 * When each edition is over, for the retention periods (decision 153): the end of its last event,
 * oldest edition first. Every edition is purged on its own end (decision 146), so a new edition
 * never waits for the oldest one's periods, and none is measured from another's. Editions
 * without events have nothing to purge.
 */
export async function findEditionEnds(db: Db): Promise<Date[]> {
  return (await findEditionPurges(db)).map((e) => e.end);
}

/** One edition as the retention purge sees it: its end, the end of the edition before it, its own periods. */
export type EditionPurge = { editionId: number; year: number; end: Date; since: Date | null; periods: RetentionPeriods };

/**
 * Every edition with events, oldest end first, with the retention periods an Admin set on it
 * (decision 165) and the previous edition's end: the mail and quick sign-up accounts of an edition
 * are those written after the edition before it ended, so each is measured by its own periods.
 */
export async function findEditionPurges(db: Db): Promise<EditionPurge[]> {
  const end = max(events.end);
  const rows = await db
    .select({
      editionId: editions.id,
      year: editions.year,
      end,
      signups: editions.retentionSignups,
      attendance: editions.retentionAttendance,
      quickSignupAccounts: editions.retentionQuickSignupAccounts,
      outboxBodies: editions.retentionOutboxBodies,
    })
    .from(events)
    .innerJoin(editions, eq(editions.id, events.editionId))
    .groupBy(editions.id)
    .orderBy(asc(end));
  let since: Date | null = null;
  return rows.flatMap(({ editionId, year, end, ...periods }) => {
    if (!end) return [];
    const purge = { editionId, year, end, since, periods };
    since = end;
    return [purge];
  });
}
