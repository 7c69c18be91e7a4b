/**
 * Who an event is for: the spec's `access_control` values and what each one means (decision
 * 026). A plain module (no zod, no drizzle) so the schema, core's SQL filter, the pages and the
 * browser read one rule. The spellings are the API's, typos included.
 */
import { canEditEvent, type Viewer } from '../accounts/policy';

export const ACCESS_CONTROL = ['public', 'only_users', 'only_registred_users', 'only_unregitered', 'private'] as const;
export type AccessControl = (typeof ACCESS_CONTROL)[number];

/** What the rule reads about the viewer: the role, the ticket and the exhibitors they edit. */
export type AudienceViewer = Viewer & { hasTicket: boolean; editableExhibitorIds: readonly number[] };
type MaybeViewer = AudienceViewer | null | undefined;

/**
 * Whom an access level admits by itself, before editors and the people signed up are added:
 * public and walk-in events everyone; only_users any signed-in account; only_registred_users
 * the registered participants of the week, i.e. accounts holding a ticket (granted by an Admin
 * after payment); private nobody.
 */
export function audienceAdmits(viewer: MaybeViewer, access: AccessControl): boolean {
  switch (access) {
    case 'public':
    case 'only_unregitered':
      return true;
    case 'only_users':
      return viewer != null;
    case 'only_registred_users':
      return viewer?.hasTicket === true;
    case 'private':
      return false;
  }
}

/**
 * May the viewer see the event at all (lists, detail, search, feeds, the API)? Its audience, its
 * editors (Admins; Organizers of its exhibitor) and whoever holds a seat or a queue place in it.
 * Publication is a separate rule (eventIsPublished). The SQL twin is `eventAudienceFor`.
 */
export function canSeeEvent(
  viewer: MaybeViewer,
  event: { access_control: AccessControl; exhibitorId: number | null },
  opts: { signedUp: boolean },
): boolean {
  if (audienceAdmits(viewer, event.access_control)) return true;
  if (viewer == null) return false;
  return opts.signedUp || canEditEvent(viewer, event, viewer.editableExhibitorIds);
}

/**
 * Does the event take online sign-ups? A walk-in event (only_unregitered: "without
 * registration") is open at the door and takes none; every other level does, for those it shows
 * the event to (a private event's seats are given by its editors).
 */
export function takesOnlineSignups(access: AccessControl): boolean {
  return access !== 'only_unregitered';
}
