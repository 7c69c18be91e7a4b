/**
 * Route guards (admin-and-widgets.md 6). Each one runs in a loader or action before anything
 * renders, so a forbidden page is never sent, with or without JavaScript: a guest goes to the
 * login page and back, a signed-in user who may not be there gets the 403 page saying what role
 * the screen needs (`forbiddenPage`, decision 086), never a silent trip home.
 */
import { redirect } from 'react-router';
import type { SessionUser } from '../../core/accounts/get-session-user';
import { canEditEvent, canPreview, isAdmin, isConfirmedMember } from '../../core/accounts/policy';
import { AppError } from '../../core/errors/app-error';
import type { ApiEvent } from '../../core/events/event-schema';
import { getEvent } from '../../core/events/get-event';
import { canChangeSpeaker } from '../../core/speakers/policy';
import { localeFromPath } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import { appContext } from '../context';
import { notFound } from '../routes/not-found';
import { forbiddenPage } from './forbidden.server';
import { currentPath } from './redirect-to';
import { getUser, type RequestArgs } from './session.server';

const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

function home(args: RequestArgs): Response {
  return redirect(href('Home', {}, localeOf(args.request)));
}

/** The login page of the request's language, coming back to this page afterwards. */
export function loginRedirect(request: Request): Response {
  const search = new URLSearchParams({ redirectTo: currentPath(request) });
  return redirect(`${href('Login', {}, localeOf(request))}?${search}`);
}

/** Login, registration and password pages: a signed-in user goes home. */
export async function requireGuest(args: RequestArgs): Promise<void> {
  if (await getUser(args)) throw home(args);
}

/** Any signed-in user; a guest goes to the login page and comes back after signing in. */
export async function requireUser(args: RequestArgs): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) throw loginRedirect(args.request);
  return user;
}

/**
 * Speaker self-edit: confirmed members, Organizers and Admins. A Registred user gets a 403 page
 * that says why and what to do, in the page's language, never a passing toast (decision 070).
 * The Me page is any signed-in user's (requireUser).
 */
export async function requireConfirmedMember(args: RequestArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!isConfirmedMember(user)) throw forbiddenPage(args.request, 'member');
  return user;
}

/**
 * Speaker self-edit: a confirmed member listed in the speaker's users_can_edit (an Admin any),
 * the rule PUT /api/speakers/{id} applies. Anyone else gets the 403 page, whether or not the
 * speaker exists, so a draft's existence is not told.
 */
export async function requireSpeakerEditor(args: RequestArgs, speakerId: number): Promise<SessionUser> {
  const user = await requireConfirmedMember(args);
  if (!canChangeSpeaker(user, speakerId, user.editableSpeakerIds)) throw forbiddenPage(args.request, 'speakerEditor');
  return user;
}

/**
 * Event edit page: an Organizer listed in the event exhibitor's users_can_edit, or an Admin,
 * the rule PUT /api/events/{id} applies (policy.canEditEvent). A guest goes to the login page
 * and back; anyone else gets the 403 page, also when the event is missing or a draft they may
 * not see, so its existence is not told. Only an Admin gets the 404. The event comes back as
 * its editor sees it in preview.
 */
export async function requireEventEditor(args: RequestArgs, eventId: number): Promise<{ user: SessionUser; event: ApiEvent }> {
  const user = await requireUser(args);
  if (!canPreview(user)) throw forbiddenPage(args.request, 'eventEditor');
  const { db, config } = args.context.get(appContext);
  const event = await getEvent(db, {
    id: eventId,
    viewer: user,
    timezone: config.timezone,
    params: new URLSearchParams({ _publicationState: 'preview' }),
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!event && isAdmin(user)) throw notFound();
  if (!event || !canEditEvent(user, { exhibitorId: event.exhibitor?.id ?? null }, user.editableExhibitorIds))
    throw forbiddenPage(args.request, 'eventEditor');
  return { user, event };
}

/** The admin area: Admins and Organizers. */
export async function requireAdminOrOrganizer(args: RequestArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!canPreview(user)) throw forbiddenPage(args.request, 'staff');
  return user;
}

/** Admin-only screens (event types, locations, halls, exhibitors, patrons, pages, tickets, outbox...). */
export async function requireAdmin(args: RequestArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!isAdmin(user)) throw forbiddenPage(args.request, canPreview(user) ? 'admin' : 'staff');
  return user;
}
