import type { Db } from '../../../db/client';
import { canEditEvent, type ViewerWithRights } from '../../../core/accounts/policy';
import { EVENT_TYPE } from '../../../core/events/event-types';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import { getWaitlist } from '../../../core/signups/get-signup';
import type { Waitlist } from '../../../core/signups/signup-input';

/** A seminar's waiting list for its editors, by the rule `GET /api/events/{id}/waitlist` applies; null for anyone else. */
export async function loadWaitlist(
  db: Db,
  viewer: ViewerWithRights | null,
  event: ProgrammeEventDetail,
): Promise<Waitlist['data'] | null> {
  if (event.type !== EVENT_TYPE.seminar || !viewer) return null;
  if (!canEditEvent(viewer, { exhibitorId: event.organiser?.id ?? null }, viewer.editableExhibitorIds)) return null;
  return (await getWaitlist(db, { viewer, eventId: event.id })).data;
}
