import { canManageTickets, type Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';

/**
 * Who may manage ticketing (settings, promo codes, orders): a guest is 401, anyone but an Admin
 * 403 (`Ticket.forbidden`). The API asks before reading the body, every use case again.
 */
export function requireTicketManager<V extends Viewer>(viewer: V | null | undefined): V {
  if (!viewer) throw new AppError('Request.unauthorized');
  if (!canManageTickets(viewer)) throw new AppError('Ticket.forbidden');
  return viewer;
}
