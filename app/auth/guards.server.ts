/**
 * Route guards (admin-and-widgets.md 6). Each one runs in a loader or action before anything
 * renders, so a forbidden page is never sent, with or without JavaScript: a guest goes to the
 * login page and back, a signed-in user who may not be there gets the 403 page saying what role
 * the screen needs (`forbiddenPage`, decision 086), never a silent trip home.
 */
import { redirect } from 'react-router';
import type { SessionUser } from '../../core/accounts/get-session-user';
import { reachesEveryRecord } from '../../core/accounts/policy';
import { authorize } from '../../core/authorization/authorize';
import type { Action, ResourceOf, ViewerOf } from '../../core/authorization/permissions';
import { AppError } from '../../core/errors/app-error';
import type { ApiEvent } from '../../core/events/event-schema';
import { getEvent } from '../../core/events/get-event';
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
 * The page door of `authorize` (decision 138): the signed-in user, when they may take the action
 * on the resource. A guest goes to the login page and back; anyone else gets the 403 page
 * naming what the action needs (the table's `needs`), in the page's language.
 */
export async function requireAuthorized<A extends Action>(
  args: RequestArgs,
  action: A,
  ...resource: ResourceOf<A>
): Promise<SessionUser> {
  const user = await requireUser(args);
  const decision = authorize<A>(user as unknown as ViewerOf<A>, action, ...resource);
  if (!decision.allowed) throw forbiddenPage(args.request, decision.needs ?? 'staff');
  return user;
}

/**
 * Event edit page: loads the event for an Organizer listed in the event exhibitor's
 * users_can_edit, or an Admin, the rule PUT /api/events/{id} applies ('events.edit'). A guest
 * goes to the login page and back; anyone else gets the 403 page, also when the event is
 * missing or a draft they may not see, so its existence is not told. Only an Admin gets the
 * 404. The event comes back as its editor sees it in preview.
 */
export async function loadEventToEdit(args: RequestArgs, eventId: number): Promise<{ user: SessionUser; event: ApiEvent }> {
  const user = await requireAuthorized(args, 'events.manage');
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
  if (!event && reachesEveryRecord(user)) throw notFound();
  if (!event || !authorize(user, 'events.edit', { exhibitorId: event.exhibitor?.id ?? null }).allowed)
    throw forbiddenPage(args.request, 'eventEditor');
  return { user, event };
}
