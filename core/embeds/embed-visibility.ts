import { eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { embeds, eventEmbeds, events } from '../../db/schema';
import { reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import { eventEditableBy } from '../events/event-visibility';
import type { PublicationState } from '../query/parse-query';

/** An embed is published when published_at is set: the one rule for the API and the pages. */
export const embedIsPublished: SQL = isNotNull(embeds.published_at);

/**
 * The embeds a viewer may edit: those attached to events the viewer may edit (embeds are
 * managed in the event's edit area); undefined for an Admin (every embed).
 */
export function embedEditableBy(db: Db, viewer: ViewerWithRights | null): SQL | undefined {
  if (reachesEveryRecord(viewer)) return undefined;
  const theirs = db
    .select({ id: eventEmbeds.embedId })
    .from(eventEmbeds)
    .innerJoin(events, eq(events.id, eventEmbeds.eventId))
    .where(eventEditableBy(viewer));
  return inArray(embeds.id, theirs);
}

/**
 * Which embeds a viewer may read: published ones; with preview, an Admin sees every draft and
 * an Organizer the drafts attached to events of exhibitors they may edit.
 */
export function embedVisibleTo(db: Db, viewer: ViewerWithRights | null, state: PublicationState): SQL | undefined {
  if (state !== 'preview') return embedIsPublished;
  const editable = embedEditableBy(db, viewer);
  return editable && or(embedIsPublished, editable);
}
