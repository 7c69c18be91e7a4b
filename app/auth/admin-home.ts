import type { RouteName } from '../i18n/route-table';

/**
 * Where the admin area opens (after an Admin signs in, the Admin links). The spec names the
 * events list; until that screen exists, this is the first admin screen that does, so no link
 * leads to a 404.
 */
export const ADMIN_HOME = 'AdminOutbox' satisfies RouteName;
