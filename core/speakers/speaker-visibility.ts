import { inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { speakers } from '../../db/schema';
import { reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import type { PublicationState } from '../query/parse-query';

/** A speaker is published when published_at is set: the one rule for the API, the pages, search and the sitemap. */
export const speakerIsPublished: SQL = isNotNull(speakers.published_at);

/**
 * The speakers a viewer may edit (policy.canEditSpeaker as a WHERE clause): undefined for an
 * Admin (every speaker), those listing the viewer in users_can_edit, nothing for a guest.
 */
export function speakerEditableBy(viewer: ViewerWithRights | null): SQL | undefined {
  if (reachesEveryRecord(viewer)) return undefined;
  if (viewer?.editableSpeakerIds.length) return inArray(speakers.id, [...viewer.editableSpeakerIds]);
  return sql`false`;
}

/**
 * Which speakers a viewer may read: published ones; with preview, also those the viewer may
 * edit (an Admin every draft, a listed user their own: the self-edit page needs it).
 * Organizers get no more than that: speakers do not belong to an exhibitor.
 */
export function speakerVisibleTo(viewer: ViewerWithRights | null, state: PublicationState): SQL | undefined {
  if (state !== 'preview') return speakerIsPublished;
  const editable = speakerEditableBy(viewer);
  return editable && or(speakerIsPublished, editable);
}
