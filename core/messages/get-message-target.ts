import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events, eventWaitlist } from '../../db/schema';
import { canMessage, type ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { eventVisibleTo } from '../events/event-visibility';
import { eventLinkColumns } from '../events/event-link-columns';

/**
 * The seminar the compose screen writes about, with how many hold a seat and how many wait:
 * 404 for an event the viewer may not see, 403 `Message.forbidden` for one they may not write
 * about (decision 120).
 */
export async function getMessageTarget(db: Db, opts: { viewer: ViewerWithRights; eventId: number }) {
  const [event] = await db
    .select({
      ...eventLinkColumns,
      name: events.name,
      name_en: events.name_en,
      exhibitorId: events.exhibitorId,
    })
    .from(events)
    .where(and(eq(events.id, opts.eventId), eventVisibleTo(opts.viewer, 'preview')));
  if (!event) throw notFound('Event');
  if (!canMessage(opts.viewer, { audience: 'attendees', event }, opts.viewer.editableExhibitorIds)) {
    throw new AppError('Message.forbidden');
  }
  const [[seated], [waiting]] = await Promise.all([
    db.select({ n: count() }).from(eventJoins).where(eq(eventJoins.eventId, event.id)),
    db.select({ n: count() }).from(eventWaitlist).where(eq(eventWaitlist.eventId, event.id)),
  ]);
  return { event, counts: { attendees: Number(seated?.n ?? 0), waiting: Number(waiting?.n ?? 0) } };
}
