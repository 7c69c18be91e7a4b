import type { Needed } from '../../core/authorization/permissions';
import { localeFromPath } from '../i18n/locale';
import { createT } from '../i18n/translate';

const TEXT = {
  admin: 'error.needs.admin',
  staff: 'error.needs.staff',
  eventEditor: 'error.needs.eventEditor',
  speakerEditor: 'error.needs.speakerEditor',
  team: 'error.needs.team',
  member: 'error.membersOnly',
} as const;

/**
 * The one 403 page of the admin and editor screens: thrown by a loader, it is the error page
 * (inside the admin menu on admin screens) with the role the screen needs as its message,
 * instead of a silent trip to the home page.
 */
export function forbiddenPage(request: Request, needed: Needed): Response {
  const t = createT(localeFromPath(new URL(request.url).pathname));
  return new Response(t(TEXT[needed]), { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
