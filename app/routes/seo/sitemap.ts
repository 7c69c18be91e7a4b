import type { Route } from './+types/sitemap';
import { findSitemapEntries } from '../../../core/discover/find-sitemap-entries';
import { appContext } from '../../context';
import { routeScreens } from '../../i18n/route-screens';
import { sitemapUrls, sitemapXml } from '../../seo/build-sitemap';
import { siteOrigin } from '../../seo/site-origin';

/** /sitemap.xml: every public page in both languages (a resource route, no HTML). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const origin = siteOrigin(config, request);
  const entries = await findSitemapEntries(db);
  const xml = sitemapXml(sitemapUrls({ origin, entries, hasScreen: (name) => name in routeScreens }));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
