/**
 * The signed-in user as page loaders and actions see it: read once per request from the
 * `jwt_amphi` cookie with the same core function the API uses, and the cookie written on
 * sign-in and sign-out.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import { getSessionUser, type SessionUser } from '../../core/accounts/get-session-user';
import { clearSessionCookie, readSessionCookie, sessionCookie } from '../../core/accounts/session-cookie';
import { signSessionToken } from '../../core/accounts/session-token';
import { isHttps } from '../../server/middleware/request-origin';
import { appContext } from '../context';
import type { PublicUser } from './public-user';

export type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

// Several loaders of one request ask for the user; they share one database read.
const sessionUserContext = createContext<Promise<SessionUser | null> | null>(null);

/** The signed-in user, or null for a guest (also for a stale, forged or revoked cookie). */
export function getUser({ request, context }: RequestArgs): Promise<SessionUser | null> {
  const cached = context.get(sessionUserContext);
  if (cached) return cached;
  const { db, config, readMemo } = context.get(appContext);
  const token = readSessionCookie(request.headers.get('Cookie'));
  const user = token ? getSessionUser(db, { token, secret: config.sessionSecret, memo: readMemo }) : Promise.resolve(null);
  (context as RouterContextProvider).set(sessionUserContext, user);
  return user;
}

/** What every page may know about the user: no e-mail, phone or invoice data. */
export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    roleId: user.roleId,
    roleName: user.role.name,
  };
}

/** Cookies get Secure when the site is served over https: the same rule as the API's (isHttps). */
export function isSecure({ request, context }: RequestArgs): boolean {
  return isHttps(request, context.get(appContext).config);
}

/** The Set-Cookie value that signs the user in. */
export function signInCookie(args: RequestArgs, user: { id: number; tokenVersion: number }): string {
  const { config } = args.context.get(appContext);
  return sessionCookie(signSessionToken(user, config.sessionSecret), { secure: isSecure(args) });
}

export function signOutCookie(args: RequestArgs): string {
  return clearSessionCookie({ secure: isSecure(args) });
}
