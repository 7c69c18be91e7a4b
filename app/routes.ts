/**
 * The React Router route config, built from the localized route table: every table entry
 * with a screen module becomes one route per locale (ids `Home___cs`, `Home___en`), nested in
 * the layout route of its area.
 */
import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALES } from './i18n/locale';
import { routeId, routeNames, routeTable, type RouteEntry, type RouteLayout } from './i18n/route-table';

/** Layout modules that exist; screens of another area are registered at the top level. */
const layoutModules: Partial<Record<RouteLayout, string>> = {
  site: 'routes/site/layout.tsx',
  admin: 'routes/admin/layout.tsx',
};

// React Router matches "/en" and "/en/" alike; its config wants no trailing slash.
const configPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function screensOf(area: RouteLayout | null): RouteConfigEntry[] {
  return routeNames.flatMap((name) => {
    const entry: RouteEntry = routeTable[name];
    const inArea = area ? entry.layout === area : !layoutModules[entry.layout];
    if (!entry.module || !inArea) return [];
    const file = entry.module;
    return LOCALES.map((locale) => route(configPath(entry[locale]), file, { id: routeId(name, locale) }));
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
