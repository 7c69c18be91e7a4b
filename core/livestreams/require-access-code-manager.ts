import { canManageAccessCodes, type Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';

/**
 * Who may manage livestream access codes: a guest is 401, anyone but an Admin 403
 * (`AccessCode.forbidden`). The API asks before reading the body, every use case again.
 */
export function requireAccessCodeManager<V extends Viewer>(viewer: V | null | undefined): V {
  if (!viewer) throw new AppError('Request.unauthorized');
  if (!canManageAccessCodes(viewer)) throw new AppError('AccessCode.forbidden');
  return viewer;
}
