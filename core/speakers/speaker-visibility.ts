import { inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { speakers } from '../../db/schema';
import { isAdmin, type ViewerWithRights } from '../accounts/policy';
import type { PublicationState } from '../query/parse-query';

/**
 * Which speakers a viewer may read: published ones; with preview, an Admin sees every draft and
 * a user listed in a speaker's users_can_edit sees that draft (the self-edit page needs it).
 * Organizers get no more than that: speakers do not belong to an exhibitor.
 */
export function speakerVisibility(viewer: ViewerWithRights | null, state: PublicationState): SQL | undefined {
  const published = isNotNull(speakers.published_at);
  if (state !== 'preview') return published;
  if (isAdmin(viewer)) return undefined;
  if (viewer?.editableSpeakerIds.length) return or(published, inArray(speakers.id, [...viewer.editableSpeakerIds]));
  return published;
}
