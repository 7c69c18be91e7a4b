import { and, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { canEditEvent, reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import { eventEditableBy, eventVisibleTo } from '../events/event-visibility';

/**
 * The events an embed is to be attached to. Every id must exist (400 `Entry.unknownReference`
 * naming `events`, never a foreign-key 500); a draft the writer may not see counts as unknown,
 * so ids cannot be probed. A non-Admin must name at least one event, and only events they edit
 * (403 `Embed.forbidden.events`): an embed belongs to the events it is on, and one on nobody's
 * event would be out of their reach at once. An event of a draft edition that the writer edits
 * counts too (the next edition's programme is prepared in the admin, decision 178); an archived
 * edition's events are read-only, so they are unknown here.
 */
export async function checkEmbedEvents(db: Db, viewer: ViewerWithRights, eventIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(eventIds)];
  if (!wanted.length) {
    if (reachesEveryRecord(viewer)) return;
    throw new AppError('Embed.forbidden.events', { field: 'events' });
  }
  const found = await db
    .select({ id: events.id, exhibitorId: events.exhibitorId })
    .from(events)
    .where(and(inArray(events.id, wanted), or(eventVisibleTo(viewer, 'preview'), inDraftEditionEditableBy(viewer))));
  const missing = wanted.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw new AppError('Entry.unknownReference', { field: 'events', params: { ids: missing.join(', ') } });
  if (found.some((event) => !canEditEvent(viewer, event, viewer.editableExhibitorIds)))
    throw new AppError('Embed.forbidden.events', { field: 'events' });
}

/** Events of a draft edition that the viewer edits (every one for an Admin). */
function inDraftEditionEditableBy(viewer: ViewerWithRights) {
  const draft = sql`${events.editionId} in (select id from editions where state = 'draft')`;
  return and(draft, eventEditableBy(viewer));
}
