import type { RouteName } from '../i18n/route-table';

/** Where the admin area opens: the events list (after an Admin signs in, the Admin links). */
export const ADMIN_HOME = 'AdminEvents' satisfies RouteName;
