import type { Db } from '../../../db/client';
import { canSeeAttendees, type ViewerWithRights } from '../../../core/accounts/policy';
import { findAttendees, type Attendee } from '../../../core/attendance/find-attendees';
import { EVENT_TYPE } from '../../../core/events/event-types';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';

/**
 * The attendee table's rows when the viewer may see them (an Admin, or an Organizer who edits
 * the seminar's exhibitor); null for everyone else and for events without sign-ups, so no
 * contact ever reaches a page that should not show it.
 */
export async function loadAttendance(
  db: Db,
  viewer: ViewerWithRights | null,
  event: ProgrammeEventDetail,
): Promise<Attendee[] | null> {
  if (event.type !== EVENT_TYPE.seminar || !viewer) return null;
  if (!canSeeAttendees(viewer, { exhibitorId: event.organiser?.id ?? null }, viewer.editableExhibitorIds)) return null;
  return (await findAttendees(db, { viewer, eventId: event.id })).attendees;
}
