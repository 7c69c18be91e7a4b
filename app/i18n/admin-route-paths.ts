/**
 * Links to any route, the admin area's included: the admin screens import `href` from here,
 * which adds the admin area's routes (admin-route-table.ts) to those route-paths.ts knows, so
 * that the public pages' shell carries only the public site's (decision 204).
 */
import { adminRouteTable } from './admin-route-table';
import { addRoutes, anyHref } from './route-paths';

addRoutes(adminRouteTable);

/** The path of any named route in a locale (route-paths.ts `href`, admin routes too). */
export const href = anyHref;
