import { canScanTickets, type Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';

/** Door staff only (decision 116): a guest is 401, anyone else 403 `Door.forbidden`. */
export function requireDoorStaff<V extends Viewer>(viewer: V | null | undefined): V {
  if (!viewer) throw new AppError('Request.unauthorized');
  if (!canScanTickets(viewer)) throw new AppError('Door.forbidden');
  return viewer;
}
