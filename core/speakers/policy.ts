/**
 * Who may write which speaker, and which of its fields (decision 018). Pure, so the admin and
 * self-edit screens can hide what the user cannot do.
 */
import { canEditSpeaker, isAdmin, isConfirmedMember, isOrganizer, type Viewer } from '../accounts/policy';

type MaybeViewer = Viewer | null | undefined;

/** Admins and Organizers (the Speakers screen is in every admin-side user's menu) create speakers. */
export function canCreateSpeaker(user: MaybeViewer): boolean {
  return isAdmin(user) || isOrganizer(user);
}

/**
 * Changing a speaker: Admins any; a confirmed member (Organizers included) listed in its
 * users_can_edit, theirs. A listed user who is only Registred has not confirmed membership.
 */
export function canChangeSpeaker(user: MaybeViewer, speakerId: number, editableSpeakerIds: readonly number[]): boolean {
  return isAdmin(user) || (isConfirmedMember(user) && canEditSpeaker(user, speakerId, editableSpeakerIds));
}

/** Deleting: Admins any; an Organizer the speakers they edit. Self-editing members do not delete their profile. */
export function canDeleteSpeaker(user: MaybeViewer, speakerId: number, editableSpeakerIds: readonly number[]): boolean {
  return isAdmin(user) || (isOrganizer(user) && canEditSpeaker(user, speakerId, editableSpeakerIds));
}

/**
 * The fields a speaker's editor may not send: users_can_edit is Admin business (who edits whom);
 * publishing is the admin area's toggle, so a member editing their own profile sends neither.
 */
export function speakerFieldsLockedFor(user: MaybeViewer): readonly ('published_at' | 'users_can_edit')[] {
  if (isAdmin(user)) return [];
  if (isOrganizer(user)) return ['users_can_edit'];
  return ['published_at', 'users_can_edit'];
}
