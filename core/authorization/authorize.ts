/**
 * The one guard (decision 138): may this viewer take this action, on this resource? Both doors
 * ask it: the API routes and core's use cases through `authorized` (a refusal is an AppError,
 * answered with its code's status at the edge), the pages' loaders and actions through
 * `requireAuthorized` (app/auth/guards.server.ts: login page for a guest, the 403 page otherwise),
 * and the UI through `authorize(...).allowed` to hide what the user cannot do.
 */
import { AppError } from '../errors/app-error';
import type { ErrorCode } from '../errors/error-codes';
import type { Viewer } from '../accounts/policy';
import { PERMISSIONS, type Action, type Needed, type Permission, type ResourceOf, type ViewerOf } from './permissions';

export type Decision =
  | { allowed: true }
  /** A guest: 401 `Request.unauthorized`, and the pages send them to the login page. */
  | { allowed: false; code: 'Request.unauthorized'; needs: null }
  /** Signed in but not allowed: the action's code, and what the 403 page says is needed. */
  | { allowed: false; code: ErrorCode; needs: Needed };

/**
 * Authentication, not authorization: the viewer, or 401 `Request.unauthorized` for a guest.
 * For a use case that must load the resource before `authorized` can decide, so a guest is
 * refused before anything is looked up.
 */
export function signedIn<V>(viewer: V | null | undefined): V {
  if (!viewer) throw new AppError('Request.unauthorized');
  return viewer;
}

/** The decision on one action; a guest (null or undefined) is never allowed. */
export function authorize<A extends Action>(
  viewer: ViewerOf<A> | null | undefined,
  action: A,
  ...resource: ResourceOf<A>
): Decision {
  if (!viewer) return { allowed: false, code: 'Request.unauthorized', needs: null };
  const entry = PERMISSIONS[action] as unknown as Permission<Viewer, unknown[]>;
  if (entry.allows(viewer, ...resource)) return { allowed: true };
  return { allowed: false, code: entry.refusal, needs: entry.needs(viewer) };
}

/**
 * The viewer, when they may take the action; otherwise an AppError with the refusal's code
 * (401 for a guest). API routes ask before reading the body, and the use case asks again.
 */
export function authorized<A extends Action, V extends ViewerOf<A>>(
  viewer: V | null | undefined,
  action: A,
  ...resource: ResourceOf<A>
): V {
  const decision = authorize<A>(viewer, action, ...resource);
  if (!decision.allowed) throw new AppError(decision.code);
  return viewer!;
}
