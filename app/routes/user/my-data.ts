import { redirect } from 'react-router';
import type { Route } from './+types/my-data';
import { exportUserData } from '../../../core/privacy/export-user-data';
import { requireUser } from '../../auth/guards.server';
import { appContext } from '../../context';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';

/** Nothing to show at this address: the file comes from the Me page's button. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(href('Me', {}, localeFromPath(new URL(request.url).pathname)));
}

/**
 * 'Download my data' (decision 156): everything linked to the signed-in account as one JSON
 * file, the request recorded in the audit log. A post, so a link followed from another site
 * neither writes the log entry nor reads the file.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { db, clock } = args.context.get(appContext);
  const now = clock();
  const file = await exportUserData(db, { userId: user.id, now });
  const name = `innoweek-data-${user.id}-${now.toISOString().slice(0, 10)}.json`;
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
