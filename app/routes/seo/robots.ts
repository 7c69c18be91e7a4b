import type { Route } from './+types/robots';
import { appContext } from '../../context';
import { LOCALES } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { siteOrigin } from '../../seo/site-origin';

// Private areas, the API, and pages that only repeat others (search results, the hall wall).
const DISALLOW = [
  '/api/',
  ...LOCALES.flatMap((l) => {
    const prefix = l === 'en' ? '/en' : '';
    return [
      `${prefix}/admin`,
      `${prefix}/user`,
      `${prefix}/edit/`,
      `${prefix}/checkin/`,
      `${prefix}/microsite/`,
      href('Search', {}, l),
    ];
  }),
];

/** /robots.txt: everything public may be crawled; the sitemap lists it. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const origin = siteOrigin(config, request);
  const body = ['User-agent: *', ...DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
