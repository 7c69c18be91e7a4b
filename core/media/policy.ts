/**
 * Who may manage uploaded files: pure predicates, used by the upload use cases and importable
 * by the UI to hide buttons. The files themselves are public once their URL is known; the
 * listing and the right to change or delete are what these guard.
 */
import { isAdmin, isOrganizer, type Viewer } from '../accounts/policy';

type MaybeViewer = Viewer | null | undefined;
type FileOwner = { uploadedById: number | null };

/** Uploading is editing content: Admins and Organizers, who fill the admin area's image fields. */
export function canUploadFiles(user: MaybeViewer): boolean {
  return isAdmin(user) || isOrganizer(user);
}

/**
 * Renaming, describing and deleting a file: Admins any file; an Organizer only their own
 * uploads, because a file may sit on another exhibitor's event or on the homepage, and a
 * deleted file disappears from every page that shows it. Files without an uploader (demo
 * content, uploads from before uploaders were recorded) are the Admins'.
 */
export function canChangeFile(user: MaybeViewer, file: FileOwner): boolean {
  if (isAdmin(user)) return true;
  return isOrganizer(user) && file.uploadedById !== null && file.uploadedById === user?.id;
}

/**
 * Seeing a file in the media list: the same as changing it. A file not yet attached to a
 * published page is only known by its random URL; the list must not reveal other exhibitors'
 * drafts to an Organizer.
 */
export const canSeeFileEntry = canChangeFile;

/** Whose files a listing shows: everyone's for Admins, otherwise only the viewer's own uploads. */
export function fileListScope(user: Viewer): { uploadedById: number } | 'all' {
  return isAdmin(user) ? 'all' : { uploadedById: user.id };
}
