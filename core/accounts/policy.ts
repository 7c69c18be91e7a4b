/**
 * Who may see and do what: pure predicates, evaluated on the server for every answer and
 * imported by the UI to hide what the user cannot do. The server never trusts the UI's reading.
 * Browser code imports this module, so it reads role ids from the plain roles module.
 */
import { ROLE } from './roles';

/** The part of a signed-in user that permissions depend on; null or undefined is a guest. */
export type Viewer = { id: number; roleId: number };
type MaybeViewer = Viewer | null | undefined;

export function isAdmin(user: MaybeViewer): boolean {
  return user?.roleId === ROLE.admin;
}

/** The spec treats role id 3 as Organizer for editor access. */
export function isOrganizer(user: MaybeViewer): boolean {
  return user?.roleId === ROLE.organizer;
}

/** Member pages (Me, speaker self-edit) are for confirmed members; Organizers and Admins count as such. */
export function isConfirmedMember(user: MaybeViewer): boolean {
  return isAdmin(user) || isOrganizer(user) || user?.roleId === ROLE.confirmed;
}

/** Admin area and `_publicationState=preview` are for Admins and Organizers. */
export function canPreview(user: MaybeViewer): boolean {
  return isAdmin(user) || isOrganizer(user);
}

/** The admin area (its events list, the 'Admin panel' link) is for Admins and Organizers. */
export const canUseAdminArea = canPreview;

/**
 * Admins are not limited to the records they edit or uploaded: every draft, every hall, every
 * file and account. Others' reach is narrowed by the feature's own rule (their exhibitors,
 * their speakers, their uploads, their team).
 */
export function reachesEveryRecord(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/**
 * The event screens (list, detail, hall clashes) are for Admins and Organizers; which events an
 * Organizer may change, `canEditEvent` decides.
 */
export function canManageEvents(user: MaybeViewer): boolean {
  return isAdmin(user) || isOrganizer(user);
}

/** Embeds are written by Admins and Organizers; on which events, `canEditEvent` decides. */
export function canWriteEmbeds(user: MaybeViewer): boolean {
  return isAdmin(user) || isOrganizer(user);
}

/** Exhibitors: Admins only (the admin area's exhibitor screens are Admin-only, admin-and-widgets.md 6). */
export function canWriteExhibitors(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** Patrons and their order on the homepage (the setting): Admins only (admin-and-widgets.md 6). */
export function canWritePatrons(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** Content pages and the side menu are the site's own texts: Admins only. */
export function canWritePages(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** An Organizer sees the accounts of their team (decision 085); an Admin sees all without one. */
export function seesTeamAccounts(user: MaybeViewer): boolean {
  return isOrganizer(user);
}

/** The admin area's Admin-only screens and the site menu's Admin link (spec 2.2): Admins. */
export function canUseAdminOnlyScreens(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** After signing in an Admin starts in the admin area; everyone else goes back where they were. */
export function startsInAdminArea(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/**
 * An exhibitor's events (drafts, attendees, edit) belong to Admins and to Organizers listed in
 * the exhibitor's users_can_edit. A listed user without the Organizer role gets nothing: the
 * admin screen warns "USER must be ORGANIZER (or admin)" for exactly that case.
 */
export function canEditExhibitor(
  user: MaybeViewer,
  exhibitorId: number | null | undefined,
  editableExhibitorIds: readonly number[],
): boolean {
  if (isAdmin(user)) return true;
  return isOrganizer(user) && exhibitorId != null && editableExhibitorIds.includes(exhibitorId);
}

/** Editing an event is editing its exhibitor's programme; an event without exhibitor is Admin-only. */
export function canEditEvent(
  user: MaybeViewer,
  event: { exhibitorId: number | null },
  editableExhibitorIds: readonly number[],
): boolean {
  return canEditExhibitor(user, event.exhibitorId, editableExhibitorIds);
}

/** Attendee lists (names, contacts, presence) go with the right to edit the event. */
export const canSeeAttendees = canEditEvent;

/**
 * A seminar's seat holders and waiting list hear from those who may edit it (the people who see
 * its attendee list); every ticket holder at once, from Admins only (decision 120).
 */
export function canMessage(
  user: MaybeViewer,
  to: { audience: 'attendees' | 'waiting' | 'ticketHolders'; event: { exhibitorId: number | null } | null },
  editableExhibitorIds: readonly number[],
): boolean {
  if (to.audience === 'ticketHolders') return isAdmin(user);
  return to.event !== null && canEditEvent(user, to.event, editableExhibitorIds);
}

/**
 * Someone else's seat or queue place (event-join and event-leave with another `user`) is
 * changed by Admins only: a seat puts the person's phone and company on the seminar's attendee
 * list, which its editors read, so only the person themselves may give it to an Organizer
 * (decision 055).
 */
export function canSignUpOthers(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** A speaker profile is edited by Admins and by the users listed in its users_can_edit (self-edit). */
export function canEditSpeaker(user: MaybeViewer, speakerId: number, editableSpeakerIds: readonly number[]): boolean {
  return isAdmin(user) || (user != null && editableSpeakerIds.includes(speakerId));
}

/** Who may edit which exhibitor or speaker (users_can_edit) is Admin business. */
export function canSeeEditors(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/**
 * Filtering by a link to users (users_can_edit; an event's sign-ups) reveals a user's rights or
 * where they go: Admins, or users asking about themselves.
 */
export function canFilterByUser(user: MaybeViewer, userIds: readonly number[]): boolean {
  if (isAdmin(user)) return true;
  return user != null && userIds.length > 0 && userIds.every((id) => id === user.id);
}

/** A hall's broadcast and slido ids open the livestream; Admins and Organizers always get them. */
export function canSeeHallStream(user: MaybeViewer): boolean {
  return canPreview(user);
}

/** The running-late screen (issue 11 item 7) is for the staff at the halls: Admins and Organizers. */
export function canUseRunningLate(user: MaybeViewer): boolean {
  return canPreview(user);
}

/**
 * A hall's delay shifts every session left in it today, so it is set by those responsible for
 * all of them (decision 085): an Admin any hall's; an Organizer only a hall whose events of the
 * day not over yet (drafts included) all belong to exhibitors they edit, and at least one does.
 * An event without exhibitor is Admin business, as its edit is.
 */
export function canSetHallDelay(
  user: MaybeViewer,
  remainingExhibitorIds: readonly (number | null)[],
  editableExhibitorIds: readonly number[],
): boolean {
  if (isAdmin(user)) return true;
  return (
    isOrganizer(user) &&
    remainingExhibitorIds.length > 0 &&
    remainingExhibitorIds.every((id) => id !== null && editableExhibitorIds.includes(id))
  );
}

/**
 * A viewer with the edit rights read from the session (what content rules need), and whether
 * they hold a ticket (events for registered participants, decision 027).
 */
export type ViewerWithRights = Viewer & {
  hasTicket: boolean;
  editableExhibitorIds: readonly number[];
  editableSpeakerIds: readonly number[];
};

/**
 * Account administration. The users list and detail are "organizer level" in the spec: Admins
 * see every account; an Organizer only their team (decision 085): the accounts listed, as they
 * are, on an exhibitor they edit, whom they coordinate with. Contact, address, invoice data,
 * hasTicket and edit rights stay between the user and the Admins.
 */
export function canListUsers(user: MaybeViewer): boolean {
  return canPreview(user);
}

/**
 * The account summary of someone (username, e-mail, role, confirmed, blocked): oneself, any
 * for Admins, and for an Organizer an account that edits one of their exhibitors (`team`).
 */
export function canSeeUserAccount(user: MaybeViewer, userId: number, team: boolean): boolean {
  return user?.id === userId || isAdmin(user) || (isOrganizer(user) && team);
}

/** The full profile of someone: contact, address, invoice fields, ticket, edit rights. */
export function canSeeUserProfile(user: MaybeViewer, userId: number): boolean {
  return user?.id === userId || isAdmin(user);
}

/** Users change their own account; Admins anyone's. */
export function canUpdateUser(user: MaybeViewer, userId: number): boolean {
  return user?.id === userId || isAdmin(user);
}

/**
 * Role, confirmed, blocked, edit rights and hasTicket are Admin-only, on anyone including
 * oneself: a ticket comes with a paid order or a claimed code (decision 032). The one exception,
 * one's own hasTicket when the ticket settings accept self-declared tickets, is updateUser's.
 */
export function canManageAccounts(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** An unblocked Admin: the site keeps at least one (decision 073). */
export function isActiveAdmin(account: Viewer & { blocked: boolean }): boolean {
  return isAdmin(account) && !account.blocked;
}

/** Edit rights on an exhibitor work only for these roles (canEditExhibitor); the user form warns otherwise. */
export function roleEditsExhibitors(roleId: number): boolean {
  return roleId === ROLE.admin || roleId === ROLE.organizer;
}

/** An Admin creates accounts for others (the person sets the password through an invitation link). */
export function canCreateUser(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** An Admin deletes accounts, never their own (so at least one Admin always remains). */
export function canDeleteUser(user: MaybeViewer, userId: number): boolean {
  return isAdmin(user) && user?.id !== userId;
}

/** Event types, locations and halls are the site's reference data: Admins only (spec 6). */
export function canManageReferenceData(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** The audit log tells who changed what, accounts included: Admins only. */
export function canReadAuditLog(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** The mail outbox holds every user's links and codes: Admins only. */
export function canReadOutbox(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** Ticket settings, promo codes and orders carry prices, bank details and buyers' data: Admins only. */
export function canManageTickets(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** Opening a new edition, or switching the current one, changes what the whole site shows and sells: Admins only. */
export function canManageEditions(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** Livestream access codes open the paid streams to whoever holds the passphrase: Admins only. */
export function canManageAccessCodes(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/** GET /metrics (decision 041) for a session: Admins only; a scraper shows METRICS_TOKEN instead. */
export function canReadMetrics(user: MaybeViewer): boolean {
  return isAdmin(user);
}

/**
 * The conference door scanner and its ticket list (decision 116): Admins and Organizers, the
 * roles that already run the seminars' check-in; the list carries every ticket holder's name.
 */
export function canScanTickets(user: MaybeViewer): boolean {
  return isAdmin(user) || isOrganizer(user);
}
