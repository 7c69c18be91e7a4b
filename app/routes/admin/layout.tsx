import { Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import { requireAuthorized } from '../../auth/guards.server';
import { appContext } from '../../context';
import { AdminShell } from '../../components/admin/admin-shell';
import { ErrorContent } from '../../components/error-content';
import { layoutErrorMeta } from '../../seo/route-meta';
import { siteOrigin } from '../../seo/site-origin';
import { editedEdition } from './edited-edition.server';

/** The admin area is for Admins and Organizers (admin-and-widgets.md 6); single screens may narrow it further. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'adminArea.use');
  const { config, db } = args.context.get(appContext);
  // The edition switcher's choices and the banner of an edition other than the current (decision 178).
  const { other, editable, choices, year } = await editedEdition(db, args.request, viewer);
  // Absolute links of the page meta start here, as in the site layout.
  return { origin: siteOrigin(config, args.request), edition: { other, editable, choices, year } };
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
