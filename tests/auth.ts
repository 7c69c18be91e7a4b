/** Session helpers for tests: mint the token a signed-in user's browser or API client would send. */
import type { ViewerWithRights } from '../core/accounts/policy';
import { signSessionToken } from '../core/accounts/session-token';
import type { Config } from '../server/config';

type TokenUser = { id: number; tokenVersion: number };

/** A token as signing in would give it `now`, with the config's inactivity timeout when it has one. */
export function sessionTokenFor(
  user: TokenUser,
  config: Pick<Config, 'sessionSecret'> & Partial<Pick<Config, 'sessionIdleSeconds'>>,
  now?: Date,
): string {
  return signSessionToken(user, config.sessionSecret, now, config.sessionIdleSeconds);
}

/** Headers of an API client: `Authorization: Bearer <token>`; no headers for a guest (null). */
export function authHeaders(user: TokenUser | null, config: Pick<Config, 'sessionSecret'>): Record<string, string> {
  return user ? { Authorization: `Bearer ${sessionTokenFor(user, config)}` } : {};
}

/** Headers of a browser over http: the `jwt_amphi` session cookie. */
export function sessionCookie(user: TokenUser, config: Pick<Config, 'sessionSecret'>): Record<string, string> {
  return { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` };
}

/** A viewer as core receives it from the session: a role and the exhibitors and speakers the user may edit. */
export function viewerOf(
  roleId: number,
  rights: { exhibitors?: number[]; speakers?: number[]; hasTicket?: boolean; id?: number } = {},
): ViewerWithRights {
  return {
    id: rights.id ?? 9999,
    roleId,
    hasTicket: rights.hasTicket ?? false,
    editableExhibitorIds: rights.exhibitors ?? [],
    editableSpeakerIds: rights.speakers ?? [],
  };
}
