import { and, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema';
import { canManageEvents, reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import type { PublicationState } from '../query/parse-query';
import { eventInEdition, type EditionRef } from '../editions/current-edition';
import { ACCESS_CONTROL, audienceAdmits } from './access-control';

/** An event is published when published_at is set: the one rule for the API, the pages, search and the sitemap. */
export const eventIsPublished: SQL = isNotNull(events.published_at);

/**
 * The events a viewer may edit (policy.canEditEvent as a WHERE clause): undefined for an Admin
 * (every event), the events of the exhibitors an Organizer edits, nothing for anyone else.
 */
export function eventEditableBy(viewer: ViewerWithRights | null): SQL | undefined {
  if (reachesEveryRecord(viewer)) return undefined;
  if (canManageEvents(viewer) && viewer!.editableExhibitorIds.length)
    return inArray(events.exhibitorId, [...viewer!.editableExhibitorIds]);
  return sql`false`;
}

/** The events a user holds a seat or a queue place in. */
export function eventSignedUpBy(userId: number): SQL {
  // Plain table names on purpose: drizzle's relational queries re-alias every column object in
  // a raw fragment to the root table (see core/query/build-where.ts); events.id is that root.
  return sql`${events.id} in (select event_id from event_joins where user_id = ${userId} union all select event_id from event_waitlist where user_id = ${userId})`;
}

/**
 * Which events a viewer's access level lets them see (access-control.ts `canSeeEvent` as a WHERE
 * clause, decision 027): the levels whose audience admits them, the events they edit and the
 * ones they signed up for; undefined (everything) for an Admin. Built from `audienceAdmits`, so
 * the list, the detail page and the predicate cannot disagree. Guests all get the same clause,
 * which is what lets the guest read cache share their answers.
 */
export function eventAudienceFor(viewer: ViewerWithRights | null): SQL | undefined {
  const shared = eventClassAudienceFor(viewer);
  if (!viewer || shared === undefined) return shared;
  return or(shared, eventSignedUpBy(viewer.id));
}

/**
 * The part of `eventAudienceFor` a viewer shares with their whole visibility class
 * (`eventClassOf`): the levels whose audience admits them and the events they edit, without
 * their own sign-ups (decision 173).
 */
export function eventClassAudienceFor(viewer: ViewerWithRights | null): SQL | undefined {
  if (reachesEveryRecord(viewer)) return undefined;
  const admitted = inArray(
    events.access_control,
    ACCESS_CONTROL.filter((access) => audienceAdmits(viewer, access)),
  );
  if (!viewer) return admitted;
  return or(admitted, eventEditableBy(viewer));
}

/**
 * Everything of a viewer that decides which events `eventClassAudienceFor` gives them and how
 * each event reads (attendees for its editors, hall streams by role; decision 173): their role,
 * whether they hold a ticket, and the exhibitors whose events they edit. Viewers with the same
 * class get the same answers, unless they signed up for an event beyond it
 * (`eventSignedUpBeyondClass`).
 */
export function eventClassOf(viewer: ViewerWithRights | null): string {
  if (!viewer) return 'guest';
  // Listed as an exhibitor's editor without the Organizer role edits nothing (policy.canEditExhibitor).
  const editable = canManageEvents(viewer) ? [...viewer.editableExhibitorIds].sort((a, b) => a - b).join('.') : '';
  return `r${viewer.roleId}:t${viewer.hasTicket ? 1 : 0}:e${editable}`;
}

/**
 * The published events of the current edition a viewer holds a seat or a queue place in that
 * their class alone would not show them: when there is none, `eventVisibleTo` gives them exactly
 * what it gives their class (decision 173). Null access levels or exhibitors count as not shown.
 */
export function eventSignedUpBeyondClass(viewer: ViewerWithRights): SQL {
  const shared = eventClassAudienceFor(viewer);
  if (shared === undefined) return sql`false`;
  return and(eventInEdition('current'), eventIsPublished, eventSignedUpBy(viewer.id), sql`not coalesce(${shared}, false)`)!;
}

/**
 * Which events a viewer may read: one edition's (the current one unless named; decision 146),
 * published ones their access level lets them see, whatever they ask. With preview, an Admin
 * sees every draft and an Organizer the drafts of exhibitors they may edit. `audience` is the
 * viewer's own (`eventAudienceFor`) unless their class's is given (`eventClassAudienceFor`).
 */
export function eventVisibleTo(
  viewer: ViewerWithRights | null,
  state: PublicationState,
  edition: EditionRef = 'current',
  audience: SQL | undefined = eventAudienceFor(viewer),
): SQL {
  const inEdition = eventInEdition(edition);
  if (state !== 'preview') return and(inEdition, eventIsPublished, audience)!;
  const editable = eventEditableBy(viewer);
  return and(inEdition, editable && or(eventIsPublished, editable), audience)!;
}
