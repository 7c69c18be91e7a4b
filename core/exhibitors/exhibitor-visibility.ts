import { eq, type SQL } from 'drizzle-orm';
import { exhibitors } from '../../db/schema';

/**
 * A public exhibitor has a stand on the fair (its page, the fair list, the sitemap, the home
 * page's count). A non-public one still organises events and shows on them; the API lists both.
 */
export const exhibitorIsPublic: SQL = eq(exhibitors.ispublic, true);
