import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { halls } from '../../db/schema';
import { canUseRunningLate, reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import { delayInForce } from '../halls/hall-delay';
import { remainingExhibitorsByHall } from '../halls/hall-delay-rights';
import type { AttentionList } from './attention-list';

export type LateHall = { id: number; name: string; name_en: string | null; minutes: number; since: Date };

/**
 * Halls running late now (the delay in force by the programme clock): every one for Admins; for
 * an Organizer those where a session of their exhibitors is still to come today; null for
 * anyone else.
 */
export async function findLateHalls(
  db: Db,
  opts: { viewer: ViewerWithRights; now: Date; timezone: string },
): Promise<AttentionList<LateHall> | null> {
  const { viewer, now, timezone } = opts;
  if (!canUseRunningLate(viewer)) return null;
  const rows = await db
    .select({
      id: halls.id,
      name: halls.name,
      name_en: halls.name_en,
      delayMinutes: halls.delayMinutes,
      delaySetAt: halls.delaySetAt,
    })
    .from(halls)
    .where(gt(halls.delayMinutes, 0))
    .orderBy(asc(halls.id));
  let late = rows.flatMap(({ delayMinutes, delaySetAt, ...hall }) => {
    const delay = delayInForce({ delayMinutes, delaySetAt }, now, timezone);
    return delay.delayMinutes > 0 && delay.delaySetAt ? [{ ...hall, minutes: delay.delayMinutes, since: delay.delaySetAt }] : [];
  });
  if (!reachesEveryRecord(viewer)) {
    const remaining = await remainingExhibitorsByHall(db, { hallIds: late.map((h) => h.id), now, timezone });
    late = late.filter((h) => remaining.get(h.id)!.some((id) => id !== null && viewer.editableExhibitorIds.includes(id)));
  }
  return { total: late.length, items: late };
}
