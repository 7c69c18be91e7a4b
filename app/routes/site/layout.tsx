import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { getSiteSetting } from '../../../core/site/get-site-setting';
import { appContext } from '../../context';
import { ErrorContent } from '../../components/error-content';
import { SiteShell } from '../../components/site-shell';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return {
    setting: await getSiteSetting(db),
    newsletterUrl: config.newsletterUrl,
    // Absolute links (canonical, hreflang, Open Graph) start here.
    origin: config.publicUrl ?? new URL(request.url).origin,
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell setting={loaderData.setting} newsletterUrl={loaderData.newsletterUrl}>
      <Outlet />
    </SiteShell>
  );
}

/** A failing public page keeps the header and footer (when this layout's own data loaded). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('site');
  return (
    <SiteShell setting={data?.setting} newsletterUrl={data?.newsletterUrl}>
      <ErrorContent error={error} />
    </SiteShell>
  );
}
