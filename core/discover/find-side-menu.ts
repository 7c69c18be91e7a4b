import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuPages, pages } from '../../db/schema';
import { pageIsPublished } from '../pages/page-visibility';

export type SideMenuEntry = { id: number; page: { id: number; slug: string; name: string } };

/** The side menu of one language in position order; an entry without a (published) page is left out. */
export async function findSideMenu(db: Db, opts: { locale: 'cs' | 'en' }): Promise<SideMenuEntry[]> {
  return db
    .select({ id: menuPages.id, page: { id: pages.id, slug: pages.slug, name: pages.name } })
    .from(menuPages)
    .innerJoin(pages, and(eq(pages.id, menuPages.pageId), pageIsPublished))
    .where(eq(menuPages.locale, opts.locale))
    .orderBy(asc(menuPages.position), asc(menuPages.id));
}
