import { inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema';
import { isAdmin, isOrganizer, type ViewerWithRights } from '../accounts/policy';
import type { PublicationState } from '../query/parse-query';

/**
 * Which events a viewer may read: published ones, whatever they ask. With preview, an Admin
 * sees every draft and an Organizer the drafts of exhibitors they may edit.
 */
export function eventVisibility(viewer: ViewerWithRights | null, state: PublicationState): SQL | undefined {
  const published = isNotNull(events.published_at);
  if (state !== 'preview') return published;
  if (isAdmin(viewer)) return undefined;
  if (isOrganizer(viewer) && viewer!.editableExhibitorIds.length) {
    return or(published, inArray(events.exhibitorId, [...viewer!.editableExhibitorIds]));
  }
  return published;
}
