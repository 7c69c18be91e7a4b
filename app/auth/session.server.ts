/**
 * The signed-in user as page loaders and actions see it: read once per request from the
 * `jwt_amphi` cookie with the same core function the API uses, and the cookie written on
 * sign-in and sign-out.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import { getSessionUser, type SessionUser } from '../../core/accounts/get-session-user';
import { clearSessionCookie, readSessionCookie, sessionCookie } from '../../core/accounts/session-cookie';
import { signSessionToken } from '../../core/accounts/session-token';
import { appContext } from '../context';
import type { PublicUser } from './public-user';

export type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

// Several loaders of one request ask for the user; they share one database read.
const sessionUserContext = createContext<Promise<SessionUser | null> | null>(null);

/** The signed-in user, or null for a guest (also for a stale, forged or revoked cookie). */
export function getUser({ request, context }: RequestArgs): Promise<SessionUser | null> {
  const cached = context.get(sessionUserContext);
  if (cached) return cached;
  const { db, config } = context.get(appContext);
  const token = readSessionCookie(request.headers.get('Cookie'));
  const user = token ? getSessionUser(db, { token, secret: config.sessionSecret }) : Promise.resolve(null);
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

/** Cookies get Secure when the site is served over https (directly or per PUBLIC_URL behind a proxy). */
export function isSecure({ request, context }: RequestArgs): boolean {
  const { publicUrl } = context.get(appContext).config;
  return new URL(request.url).protocol === 'https:' || (publicUrl?.startsWith('https:') ?? false);
}

/** The Set-Cookie value that signs the user in. */
export function signInCookie(args: RequestArgs, user: { id: number; tokenVersion: number }): string {
  const { config } = args.context.get(appContext);
  return sessionCookie(signSessionToken(user, config.sessionSecret), { secure: isSecure(args) });
}

export function signOutCookie(args: RequestArgs): string {
  return clearSessionCookie({ secure: isSecure(args) });
}

/**
 * The base of links in e-mails: configuration only (PUBLIC_URL, else the local address), never
 * the Host header, which would let anyone have a reset link point at their own site.
 */
export function mailLinkBase({ context }: Pick<RequestArgs, 'context'>): string {
  return context.get(appContext).config.mailBaseUrl;
}
