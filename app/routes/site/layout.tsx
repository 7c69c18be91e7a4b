import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { findSideMenu } from '../../../core/discover/find-side-menu';
import { getSiteSetting } from '../../../core/site/get-site-setting';
import { appContext } from '../../context';
import { ErrorContent } from '../../components/error-content';
import { SideMenu } from '../../components/side-menu';
import { SiteShell } from '../../components/site-shell';
import { siteOrigin } from '../../seo/site-origin';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return {
    setting: await getSiteSetting(db),
    newsletterUrl: config.newsletterUrl,
    // Absolute links (canonical, hreflang, Open Graph) start here.
    origin: siteOrigin(config, request),
    // Both languages: the locale switch navigates without reloading this layout's data.
    sideMenu: {
      cs: await findSideMenu(db, { locale: 'cs' }),
      en: await findSideMenu(db, { locale: 'en' }),
    },
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell setting={loaderData.setting} newsletterUrl={loaderData.newsletterUrl}>
      <Outlet />
      <SideMenu entries={loaderData.sideMenu} />
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
