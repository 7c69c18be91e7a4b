import type { Db } from '../../db/client';
import { findMenuPages } from '../pages/find-menu-pages';
import { publicRead } from './public-read';

export type SideMenuEntry = { id: number; page: { id: number; slug: string; name: string } };

/** The side menu of one language in position order; an entry without a (published) page is left out. */
export async function findSideMenu(db: Db, opts: { locale: string; timezone: string }): Promise<SideMenuEntry[]> {
  const entries = await findMenuPages(db, publicRead(opts.timezone, { _locale: opts.locale, _limit: 9999 }));
  return entries.flatMap((e) => (e.page ? [{ id: e.id, page: e.page }] : []));
}
