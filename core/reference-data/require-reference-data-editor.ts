import { canManageReferenceData, type Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';

/**
 * Who may write event types, locations and halls: a guest is 401, anyone but an Admin 403
 * (`ReferenceData.forbidden`). The API asks before reading the body, every use case again.
 */
export function requireReferenceDataEditor<V extends Viewer>(viewer: V | null | undefined): V {
  if (!viewer) throw new AppError('Request.unauthorized');
  if (!canManageReferenceData(viewer)) throw new AppError('ReferenceData.forbidden');
  return viewer;
}
