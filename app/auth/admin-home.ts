import type { RouteName } from '../i18n/route-table';

/** Where the admin area opens: the admin home (after an Admin signs in, the Admin links; decision 086). */
export const ADMIN_HOME = 'AdminHome' satisfies RouteName;
