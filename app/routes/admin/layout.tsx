import { Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import { requireAuthorized } from '../../auth/guards.server';
import { appContext } from '../../context';
import { AdminShell } from '../../components/admin/admin-shell';
import { ErrorContent } from '../../components/error-content';
import { layoutErrorMeta } from '../../seo/route-meta';
import { siteOrigin } from '../../seo/site-origin';

/** The admin area is for Admins and Organizers (admin-and-widgets.md 6); single screens may narrow it further. */
export async function loader(args: Route.LoaderArgs) {
  await requireAuthorized(args, 'adminArea.use');
  const { config } = args.context.get(appContext);
  // Absolute links of the page meta start here, as in the site layout.
  return { origin: siteOrigin(config, args.request) };
}

/** A failed screen (the 403 page of one the user may not open) is titled by its error. */
export const meta = layoutErrorMeta;

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/** A failing admin screen (a missing message, say) keeps the admin menu. */
export function ErrorBoundary() {
  return (
    <AdminShell>
      <ErrorContent error={useRouteError()} />
    </AdminShell>
  );
}
