import type { Db } from '../../db/client';
import { canSeeAttendees, type ViewerWithRights } from '../accounts/policy';
import type { ApiEvent } from './event-schema';
import { loadAttendees } from './load-attendees';
import type { EventRow } from './load-event-rows';
import { serializeEvent } from './serialize-event';

/** Serializes loaded events, fetching attendee details in one query for the events the viewer edits. */
export async function serializeEvents(
  db: Db,
  rows: EventRow[],
  opts: { viewer: ViewerWithRights | null; preview: boolean; timezone: string },
): Promise<ApiEvent[]> {
  const editable = opts.viewer?.editableExhibitorIds ?? [];
  const userIds = rows.filter((r) => canSeeAttendees(opts.viewer, r, editable)).flatMap((r) => r.joins.map((j) => j.userId));
  const attendees = await loadAttendees(db, userIds);
  return rows.map((row) => serializeEvent(row, { ...opts, attendees }));
}
