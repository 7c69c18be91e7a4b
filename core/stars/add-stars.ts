import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users, userStars } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { refusePastEditionEvent } from '../editions/archived-event';
import { eventVisibleTo } from '../events/event-visibility';
import { findStarIds } from './find-stars';
import { mergeStarIds } from './merge-stars';
import { MAX_STARS } from './star-limits';

/**
 * Stars one event for the viewer: only a published event they may see (404 otherwise, the
 * same answer as its page; a past edition's event 409 `Event.pastEdition`, decision 162), at
 * most MAX_STARS per account (409 `Star.limit`); starring again changes nothing. Returns the viewer's stars after.
 */
export async function addStar(db: Db, opts: { viewer: ViewerWithRights; eventId: number }): Promise<number[]> {
  const { viewer } = opts;
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, opts.eventId), eventVisibleTo(viewer, 'live')));
    if (!event) {
      await refusePastEditionEvent(tx, { id: opts.eventId, viewer });
      throw notFound('Event');
    }
    // The account's row lock makes "count, then insert" one step: two tabs starring at once
    // cannot pass the cap together (PGlite would hide this race, PostgreSQL would not).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const [already] = await tx
      .select({ id: userStars.eventId })
      .from(userStars)
      .where(and(eq(userStars.userId, viewer.id), eq(userStars.eventId, event.id)));
    if (already) return;
    const [stored] = await tx.select({ n: count() }).from(userStars).where(eq(userStars.userId, viewer.id));
    if (Number(stored?.n ?? 0) >= MAX_STARS) throw new AppError('Star.limit', { params: { max: MAX_STARS } });
    await tx.insert(userStars).values({ userId: viewer.id, eventId: event.id }).onConflictDoNothing();
  });
  return findStarIds(db, { userId: viewer.id, viewer });
}

/**
 * Merges a browser's stars into the account at sign-in or registration (decision 038): the
 * union of both, nothing already starred removed. Ids of events the viewer may not see (gone,
 * drafts, restricted) are skipped without a refusal, since a browser's list may be old; past
 * the cap the newest browser stars are left out. Returns the viewer's stars after.
 */
export async function addStars(db: Db, opts: { viewer: ViewerWithRights; eventIds: readonly number[] }): Promise<number[]> {
  const { viewer } = opts;
  const wanted = mergeStarIds([], opts.eventIds);
  if (wanted.length) {
    await db.transaction(async (tx) => {
      const visible = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(inArray(events.id, wanted), eventVisibleTo(viewer, 'live')));
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
      const stored = await tx.select({ id: userStars.eventId }).from(userStars).where(eq(userStars.userId, viewer.id));
      const visibleIds = new Set(visible.map((v) => v.id));
      const current = stored.map((s) => s.id);
      const merged = mergeStarIds(
        current,
        wanted.filter((id) => visibleIds.has(id)),
      );
      const added = merged.filter((id) => !current.includes(id));
      if (added.length)
        await tx
          .insert(userStars)
          .values(added.map((eventId) => ({ userId: viewer.id, eventId })))
          .onConflictDoNothing();
    });
  }
  return findStarIds(db, { userId: viewer.id, viewer });
}
