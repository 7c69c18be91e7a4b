import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { halls } from '../../db/schema';
import { canSetHallDelay } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { iso } from '../serialize/instant';
import { noteHallDelayChange } from '../notices/note-hall-delay';
import { delayInForce, type HallDelay } from './hall-delay';
import { remainingExhibitorsByHall, type DelayViewer } from './hall-delay-rights';
import type { ApiHallDelay, HallDelayInput } from './hall-delay-input';
import { authorized } from '../authorization/authorize';

type Writer = DelayViewer & { username?: string };

/**
 * Marks a hall as running `minutes` late, or back on time with 0: Admins any hall, Organizers a
 * hall whose sessions left today are all their exhibitors' (403 `Hall.delay.notYours`,
 * decision 085, checked under the hall's row lock). The
 * stored start and end of its events never change; reads shift them (`shownTimes`). `now` is
 * the programme clock: a hall already late today keeps the moment it began running late when
 * the minutes change, so the event in progress stays moved; otherwise the delay starts now.
 * The change and its audit entry commit together; the same delay again writes nothing.
 */
export async function setHallDelay(
  db: Db,
  opts: { viewer: Writer | null; id: number; input: HallDelayInput; now: Date; timezone: string },
): Promise<ApiHallDelay> {
  const viewer = authorized(opts.viewer, 'hallDelays.set');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(halls).where(eq(halls.id, opts.id)).for('update');
    if (!current) throw notFound('Hall');
    const remaining = await remainingExhibitorsByHall(tx, { hallIds: [current.id], now: opts.now, timezone: opts.timezone });
    if (!canSetHallDelay(viewer, remaining.get(current.id) ?? [], viewer.editableExhibitorIds)) {
      throw new AppError('Hall.delay.notYours', { params: { hall: current.name } });
    }
    const minutes = opts.input.minutes;
    const since = delayInForce(current, opts.now, opts.timezone).delaySetAt;
    const next: HallDelay = { delayMinutes: minutes, delaySetAt: minutes === 0 ? null : (since ?? opts.now) };
    if (next.delayMinutes === current.delayMinutes && next.delaySetAt?.getTime() === current.delaySetAt?.getTime()) {
      return answer(current.id, current);
    }
    await tx.update(halls).set(next).where(eq(halls.id, current.id));
    // Those signed up to a session it moves past the notice threshold are told (decision 121).
    await noteHallDelayChange(tx, { hallId: current.id, before: current, after: next, now: opts.now, timezone: opts.timezone });
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'halls',
      entityId: current.id,
      label: current.name,
      before: { delayMinutes: current.delayMinutes, delaySetAt: current.delaySetAt },
      after: next,
    });
    return answer(current.id, next);
  });
}

const answer = (hall: number, delay: HallDelay): ApiHallDelay => ({
  hall,
  minutes: delay.delayMinutes,
  set_at: iso(delay.delaySetAt),
});
