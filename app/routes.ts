/**
 * The React Router route config, built from the localized route table and each route's screen
 * (app/i18n/route-screens.ts): every entry becomes one route per locale (ids `Home___cs`,
 * `Home___en`), nested in the layout route of its area.
 */
import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALES } from './i18n/locale';
import { routeScreens, type RouteLayout, type RouteScreen } from './i18n/route-screens';
import { routeId, routeNames, routeTable } from './i18n/route-table';

/** Layout modules that exist; screens of another area are registered at the top level. */
const layoutModules: Partial<Record<RouteLayout, string>> = {
  site: 'routes/site/layout.tsx',
  admin: 'routes/admin/layout.tsx',
};

// React Router matches "/en" and "/en/" alike; its config wants no trailing slash.
const configPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function screensOf(area: RouteLayout | null): RouteConfigEntry[] {
  return routeNames.flatMap((name) => {
    const { layout, module }: RouteScreen = routeScreens[name];
    const inArea = area ? layout === area : !layoutModules[layout];
    if (!inArea) return [];
    return LOCALES.map((locale) => route(configPath(routeTable[name][locale]), module, { id: routeId(name, locale) }));
  });
}

const layouts = (Object.entries(layoutModules) as [RouteLayout, string][]).map(([area, file]) =>
  layout(file, { id: area }, screensOf(area)),
);

// Documents for crawlers, the same in every language, so outside the localized table.
const resources = [
  route('sitemap.xml', 'routes/seo/sitemap.ts', { id: 'Sitemap' }),
  route('robots.txt', 'routes/seo/robots.ts', { id: 'Robots' }),
];

export default [...layouts, ...screensOf(null), ...resources] satisfies RouteConfig;
