import { redirect } from 'react-router';
import type { Route } from './+types/star-event';
import { addStar } from '../../../core/stars/add-stars';
import { removeStar } from '../../../core/stars/remove-star';
import { parseId } from '../../../core/query/parse-entry-params';
import { safeRedirectTo, withRedirectTo } from '../../auth/redirect-to';
import { getUser, isSecure } from '../../auth/session.server';
import { appContext } from '../../context';
import { readFormValues } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { toastCookie } from '../../toasts/flash-toast';

/** Nothing to show at this address: a visitor who opens it goes to My programme. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(href('MyProgramme', {}, localeFromPath(new URL(request.url).pathname)));
}

/**
 * A star button posted without JavaScript (decision 126): `intent` `star` or `unstar` of
 * `event`, by the same use cases as `PUT`/`DELETE /api/users/me/stars/{event}`, then back to
 * the page it was pressed on (`back`). A guest's stars live in the browser, which needs
 * JavaScript; without it the guest is asked to sign in and comes back to the page (decision
 * 095). A refusal (the cap, an event gone) is a toast on that page.
 */
export async function action(args: Route.ActionArgs) {
  const { db } = args.context.get(appContext);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const form = await readFormValues(args.request);
  const back = safeRedirectTo(form.back, href('MyProgramme', {}, locale));
  const viewer = await getUser(args);
  if (!viewer) return redirect(withRedirectTo(href('Login', {}, locale), back));
  try {
    const eventId = parseId(form.event ?? '');
    if (form.intent === 'unstar') await removeStar(db, { viewer, eventId });
    else await addStar(db, { viewer, eventId });
    return redirect(back);
  } catch (err) {
    const errors = refusalFields(err, []);
    if (!errors?.form) throw err;
    return redirect(back, { headers: { 'Set-Cookie': toastCookie(errors.form, { secure: isSecure(args) }) } });
  }
}
