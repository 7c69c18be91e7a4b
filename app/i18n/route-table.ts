/**
 * Every named route of the site with its Czech and English path (public-site.md 2.1,
 * admin-and-widgets.md 2): the public site's (site-route-table.ts, what the browser carries in
 * every page's shell) and the admin area's (admin-route-table.ts, decision 204). Each route's
 * screen module and layout are in app/i18n/route-screens.ts, which app/routes.ts registers one
 * route per locale from (decision 166). Importing this module gives route-paths.ts the admin
 * area's routes too: the server and the build always have the whole table.
 */
import './admin-route-paths';
import { adminRouteTable } from './admin-route-table';
import { LOCALES } from './locale';
import { siteRouteTable, type RouteEntry } from './site-route-table';

const { NotFound, ...siteRoutes } = siteRouteTable;

export const routeTable = { ...siteRoutes, ...adminRouteTable, NotFound } as const;

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

export { parseRouteId, routeId } from './route-paths';
export type { RouteEntry };
export { LOCALES };
