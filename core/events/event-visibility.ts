import { inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema';
import { isAdmin, isOrganizer, type ViewerWithRights } from '../accounts/policy';
import type { PublicationState } from '../query/parse-query';

/** An event is published when published_at is set: the one rule for the API, the pages, search and the sitemap. */
export const eventIsPublished: SQL = isNotNull(events.published_at);

/**
 * The events a viewer may edit (policy.canEditEvent as a WHERE clause): undefined for an Admin
 * (every event), the events of the exhibitors an Organizer edits, nothing for anyone else.
 */
export function eventEditableBy(viewer: ViewerWithRights | null): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  if (isOrganizer(viewer) && viewer!.editableExhibitorIds.length)
    return inArray(events.exhibitorId, [...viewer!.editableExhibitorIds]);
  return sql`false`;
}

/**
 * Which events a viewer may read: published ones, whatever they ask. With preview, an Admin
 * sees every draft and an Organizer the drafts of exhibitors they may edit.
 */
export function eventVisibleTo(viewer: ViewerWithRights | null, state: PublicationState): SQL | undefined {
  if (state !== 'preview') return eventIsPublished;
  const editable = eventEditableBy(viewer);
  return editable && or(eventIsPublished, editable);
}
