/**
 * Who may act, as one table (decision 138): every action a caller asks for, the policy predicate
 * that decides it, the refusal code a signed-in caller who may not gets (a guest always gets
 * 401 `Request.unauthorized`) and what the 403 page tells them is needed. `authorize` reads it
 * for both doors (the API and the pages), the UI reads it to hide what the user cannot do, and
 * the authorization matrix test derives its expectations from it. The rules themselves stay
 * the small predicates of each feature's `policy.ts`; this table only names and joins them.
 * Pure: browser code imports it.
 */
import {
  canCreateUser,
  canEditEvent,
  canListUsers,
  canManageAccessCodes,
  canManageEditions,
  canManageEvents,
  canManageReferenceData,
  canManageTickets,
  canReadAuditLog,
  canReadMetrics,
  canReadOutbox,
  canScanTickets,
  canSeeAttendees,
  canSeeUserAccount,
  canUpdateUser,
  canUseAdminArea,
  canUseRunningLate,
  canWriteEmbeds,
  canWriteExhibitors,
  canWritePages,
  canWritePatrons,
  isConfirmedMember,
  type Viewer,
  type ViewerWithRights,
} from '../accounts/policy';
import type { ErrorCode } from '../errors/error-codes';
import { canChangeFile, canUploadFiles } from '../media/policy';
import { canChangeSpeaker, canCreateSpeaker, canDeleteSpeaker } from '../speakers/policy';

/** What a forbidden screen tells a signed-in user they need, on the one 403 page (decision 086). */
export type Needed = 'admin' | 'staff' | 'eventEditor' | 'speakerEditor' | 'team' | 'member';

/** One action: who may (`allows`, over the resource when it has one), the refusal, what is needed. */
export type Permission<V extends Viewer, R extends unknown[]> = {
  allows: (viewer: V, ...resource: R) => boolean;
  refusal: ErrorCode;
  needs: (viewer: V) => Needed;
};

function permission<V extends Viewer, R extends unknown[] = []>(
  allows: (viewer: V, ...resource: R) => boolean,
  refusal: ErrorCode,
  needs: Needed | ((viewer: V) => Needed),
): Permission<V, R> {
  return { allows, refusal, needs: typeof needs === 'function' ? needs : () => needs };
}

/** An Admin-only screen tells an Organizer it is for Admins, and anyone else that the admin area is for staff. */
const adminNeeded = (viewer: Viewer): Needed => (canUseAdminArea(viewer) ? 'admin' : 'staff');

type EventOwner = { exhibitorId: number | null };

export const PERMISSIONS = {
  // The admin area and accounts
  'adminArea.use': permission(canUseAdminArea, 'AdminArea.forbidden', 'staff'),
  'users.list': permission(canListUsers, 'Users.forbidden.list', 'staff'),
  'users.read': permission(
    (viewer, user: { id: number; team: boolean }) => canSeeUserAccount(viewer, user.id, user.team),
    'Users.forbidden.read',
    'team',
  ),
  'users.create': permission(canCreateUser, 'Users.forbidden.create', adminNeeded),
  'users.update': permission((viewer, userId: number) => canUpdateUser(viewer, userId), 'Users.forbidden.others', adminNeeded),
  'auditLog.read': permission(canReadAuditLog, 'AuditLog.forbidden', adminNeeded),
  'outbox.read': permission(canReadOutbox, 'Outbox.forbidden', adminNeeded),
  'metrics.read': permission(canReadMetrics, 'Metrics.forbidden', adminNeeded),

  // Events and what goes with editing one
  'events.manage': permission(canManageEvents, 'Event.forbidden.edit', 'eventEditor'),
  'events.edit': permission(
    (viewer: ViewerWithRights, event: EventOwner) => canEditEvent(viewer, event, viewer.editableExhibitorIds),
    'Event.forbidden.edit',
    'eventEditor',
  ),
  'attendees.read': permission(
    (viewer: ViewerWithRights, event: EventOwner) => canSeeAttendees(viewer, event, viewer.editableExhibitorIds),
    'Attendance.forbidden',
    'eventEditor',
  ),
  'waitlist.read': permission(
    (viewer: ViewerWithRights, event: EventOwner) => canEditEvent(viewer, event, viewer.editableExhibitorIds),
    'Signup.waitlist.forbidden',
    'eventEditor',
  ),
  'eventVersions.read': permission(
    (viewer: ViewerWithRights, event: EventOwner) => canEditEvent(viewer, event, viewer.editableExhibitorIds),
    'Version.forbidden',
    'eventEditor',
  ),
  'embeds.write': permission(canWriteEmbeds, 'Embed.forbidden.edit', 'staff'),
  'hallDelays.set': permission(canUseRunningLate, 'Hall.delay.forbidden', 'staff'),

  // Content
  'exhibitors.write': permission(canWriteExhibitors, 'Exhibitor.forbidden.edit', adminNeeded),
  'patrons.write': permission(canWritePatrons, 'Patron.forbidden.edit', adminNeeded),
  'setting.write': permission(canWritePatrons, 'Setting.forbidden.edit', adminNeeded),
  'pages.write': permission(canWritePages, 'Page.forbidden.edit', adminNeeded),
  'pageVersions.read': permission(canWritePages, 'Version.forbidden', adminNeeded),
  'referenceData.manage': permission(canManageReferenceData, 'ReferenceData.forbidden', adminNeeded),
  'files.upload': permission(canUploadFiles, 'Upload.forbidden', 'staff'),
  'files.change': permission(
    (viewer, file: { uploadedById: number | null }) => canChangeFile(viewer, file),
    'Upload.forbidden.others',
    'staff',
  ),
  'speakers.manage': permission(canCreateSpeaker, 'Speaker.forbidden.edit', 'staff'),
  'speakers.edit': permission(
    (viewer: ViewerWithRights, speakerId: number) => canChangeSpeaker(viewer, speakerId, viewer.editableSpeakerIds),
    'Speaker.forbidden.edit',
    (viewer) => (isConfirmedMember(viewer) ? 'speakerEditor' : 'member'),
  ),
  'speakers.delete': permission(
    (viewer: ViewerWithRights, speakerId: number) => canDeleteSpeaker(viewer, speakerId, viewer.editableSpeakerIds),
    'Speaker.forbidden.edit',
    'speakerEditor',
  ),

  // Tickets, livestream codes, the door
  'tickets.manage': permission(canManageTickets, 'Ticket.forbidden', adminNeeded),
  'accessCodes.manage': permission(canManageAccessCodes, 'AccessCode.forbidden', adminNeeded),
  'door.scan': permission(canScanTickets, 'Door.forbidden', 'staff'),

  // Editions (decision 165)
  'editions.manage': permission(canManageEditions, 'Edition.forbidden', adminNeeded),
};

export type Action = keyof typeof PERMISSIONS;
type Entry<A extends Action> = (typeof PERMISSIONS)[A];

/** The viewer an action's rule reads (some need the edit rights of the session, `ViewerWithRights`). */
export type ViewerOf<A extends Action> = Entry<A> extends Permission<infer V, infer _R> ? V : never;

/** The resource an action is about, as the rest of `authorize`'s arguments: none, or one. */
export type ResourceOf<A extends Action> = Entry<A> extends Permission<infer _V, infer R> ? R : never;
