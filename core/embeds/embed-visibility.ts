import { eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { embeds, eventEmbeds, events } from '../../db/schema';
import { isAdmin, isOrganizer, type ViewerWithRights } from '../accounts/policy';
import type { PublicationState } from '../query/parse-query';

/**
 * Which embeds a viewer may read: published ones; with preview, an Admin sees every draft and
 * an Organizer the drafts attached to events of exhibitors they may edit (embeds are managed
 * in the event's edit area).
 */
export function embedVisibility(db: Db, viewer: ViewerWithRights | null, state: PublicationState): SQL | undefined {
  const published = isNotNull(embeds.published_at);
  if (state !== 'preview') return published;
  if (isAdmin(viewer)) return undefined;
  if (isOrganizer(viewer) && viewer!.editableExhibitorIds.length) {
    const theirs = db
      .select({ id: eventEmbeds.embedId })
      .from(eventEmbeds)
      .innerJoin(events, eq(events.id, eventEmbeds.eventId))
      .where(inArray(events.exhibitorId, [...viewer!.editableExhibitorIds]));
    return or(published, inArray(embeds.id, theirs));
  }
  return published;
}
