import { remember } from '../../../core/serialize/read-memo';
import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { findSideMenu } from '../../../core/discover/find-side-menu';
import { getSiteSetting } from '../../../core/site/get-site-setting';
import { keptStarIds } from '../../../core/stars/find-stars';
import { starListText } from '../../../core/stars/star-list-text';
import { getUser } from '../../auth/session.server';
import { appContext, classRenderContext } from '../../context';
import { useMergeBrowserStars } from '../../components/programme/use-merge-browser-stars';
import { ProgrammeClockProvider } from '../../components/programme/programme-clock-provider';
import { ErrorContent } from '../../components/error-content';
import { layoutErrorMeta } from '../../seo/route-meta';
import { SideMenu } from '../../components/side-menu';
import { SiteShell } from '../../components/site-shell';
import { siteOrigin } from '../../seo/site-origin';
import { publicEditions } from './archive/archive-edition.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config, readMemo } = context.get(appContext);
  const user = await getUser({ context, request });
  const classRender = context.get(classRenderContext);
  return {
    // A signed-in user's stars are rendered with the page; a guest's are read from the browser (decision 038).
    // Theirs alone, kept between writes (a star, a sign-up, a new right are writes; decision 174), as
    // text: a page rendered for a visibility class has a placeholder here, filled in per visitor (decision 200).
    stars: classRender?.stars ?? (user ? starListText(await keptStarIds(db, user, readMemo)) : null),
    // The same for everyone, read on every page: kept between writes (decision 046).
    setting: await remember(readMemo, 'site:setting', () => getSiteSetting(db)),
    newsletterUrl: config.newsletterUrl,
    // The programme clock's reading: the browser runs on from it to mark what is on now (ProgrammeClockProvider).
    now: config.now().toISOString(),
    // Absolute links (canonical, hreflang, Open Graph) start here.
    origin: siteOrigin(config, request),
    // The footer's edition switcher (decision 162): kept between writes, as the setting.
    editions: (await publicEditions({ db, readMemo })).map(({ year, name, name_en, state }) => ({ year, name, name_en, state })),
    // Both languages: the locale switch navigates without reloading this layout's data.
    sideMenu: await remember(readMemo, 'site:side-menu', async () => ({
      cs: await findSideMenu(db, { locale: 'cs' }),
      en: await findSideMenu(db, { locale: 'en' }),
    })),
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  // The stars themselves are read by the stars and My programme (useStars); every page merges a guest's.
  useMergeBrowserStars(loaderData.stars);
  return (
    <ProgrammeClockProvider now={loaderData.now}>
      <SiteShell setting={loaderData.setting} newsletterUrl={loaderData.newsletterUrl} editions={loaderData.editions}>
        <Outlet />
        <SideMenu entries={loaderData.sideMenu} />
      </SiteShell>
    </ProgrammeClockProvider>
  );
}

/** A failed page (a 403 or 404 a page's loader threw) is titled by its error. */
export const meta = layoutErrorMeta;

/** A failing public page keeps the header and footer (when this layout's own data loaded). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('site');
  return (
    <SiteShell setting={data?.setting} newsletterUrl={data?.newsletterUrl} editions={data?.editions}>
      <ErrorContent error={error} />
    </SiteShell>
  );
}
