import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, locations } from '../../db/schema';
import { canManageEvents, type ViewerWithRights } from '../accounts/policy';
import { memberEventColumns, toMemberEvent, type MemberEvent } from './member-event';
import { eventInCurrentEdition } from '../editions/current-edition';

/**
 * The current edition's events a user organises: those of the exhibitors whose users_can_edit lists them, drafts
 * included. As everywhere (policy.canEditExhibitor), the listing counts only for Organizers and
 * Admins.
 */
export async function findOrganisedEvents(db: Db, opts: { viewer: ViewerWithRights }): Promise<MemberEvent[]> {
  const { viewer } = opts;
  if (!canManageEvents(viewer) || viewer.editableExhibitorIds.length === 0) return [];
  const rows = await db
    .select(memberEventColumns)
    .from(events)
    .leftJoin(locations, eq(locations.id, events.locationId))
    .where(and(eventInCurrentEdition, inArray(events.exhibitorId, [...viewer.editableExhibitorIds])))
    .orderBy(asc(events.start), asc(events.id));
  return rows.map(toMemberEvent);
}
