/**
 * The signed-in user as page loaders and actions see it: read once per request from the
 * session cookie (`__Host-jwt_amphi` over https, decision 090) with the same core function the API uses, and the cookie written on
 * sign-in and sign-out (which also ends the session on the server).
 */
import { createContext, type RouterContextProvider } from 'react-router';
import { canUseAdminArea, canUseAdminOnlyScreens } from '../../core/accounts/policy';
import { endAllSessions } from '../../core/accounts/end-all-sessions';
import { endSession } from '../../core/accounts/end-session';
import { getSessionUser, type SessionUser } from '../../core/accounts/get-session-user';
import { clearSessionCookies, readSessionCookie, sessionCookie } from '../../core/accounts/session-cookie';
import { signSessionToken } from '../../core/accounts/session-token';
import { appContext, classRenderContext } from '../context';
import { displayName, initialsOf, type PublicUser } from './public-user';

export type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

// Several loaders of one request ask for the user; they share one database read.
const sessionUserContext = createContext<Promise<SessionUser | null> | null>(null);

/** The signed-in user, or null for a guest (also for a stale, forged or revoked cookie). */
export function getUser({ request, context }: RequestArgs): Promise<SessionUser | null> {
  const cached = context.get(sessionUserContext);
  if (cached) return cached;
  // A page rendered for a visibility class sees the class's stand-in, never a visitor (decision 200).
  const classRender = context.get(classRenderContext);
  if (classRender) return Promise.resolve(classRender.viewer);
  const { db, config, readMemo } = context.get(appContext);
  const token = readSessionCookie(request.headers.get('Cookie'));
  const user = token ? getSessionUser(db, { token, secret: config.sessionSecret, memo: readMemo }) : Promise.resolve(null);
  (context as RouterContextProvider).set(sessionUserContext, user);
  return user;
}

/** What every page may know about the user: no e-mail, phone or invoice data. */
export function toPublicUser(user: SessionUser): PublicUser {
  const name = displayName(user);
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    roleId: user.roleId,
    roleName: user.role.name,
    name,
    initials: initialsOf(name),
    can: { useAdminArea: canUseAdminArea(user), useAdminOnlyScreens: canUseAdminOnlyScreens(user) },
  };
}

/** Cookies get Secure when the site is served over https: the same rule as the API's (isHttps). */
export function isSecure({ request, context }: RequestArgs): boolean {
  return context.get(appContext).isHttps(request);
}

/** The Set-Cookie value that signs the user in. */
export function signInCookie(args: RequestArgs, user: { id: number; tokenVersion: number }): string {
  const { config } = args.context.get(appContext);
  return sessionCookie(signSessionToken(user, config.sessionSecret, new Date(), config.sessionIdleSeconds), {
    secure: isSecure(args),
  });
}

/**
 * Logging out: ends the cookie's session on the server, so the token is refused from now on
 * wherever it is sent (decision 054), and returns the Set-Cookie values that remove the cookie.
 */
export async function signOut(args: RequestArgs): Promise<string[]> {
  const { db, config } = args.context.get(appContext);
  const token = readSessionCookie(args.request.headers.get('Cookie'));
  if (token) await endSession(db, { token, secret: config.sessionSecret });
  return clearSessionCookies({ secure: isSecure(args) });
}

/**
 * Signing out everywhere: every session of the user ends, this one included (decision 090);
 * returns the Set-Cookie values that remove this browser's cookie.
 */
export async function signOutEverywhere(args: RequestArgs, user: { id: number }): Promise<string[]> {
  const { db } = args.context.get(appContext);
  await endAllSessions(db, { userId: user.id });
  return clearSessionCookies({ secure: isSecure(args) });
}
