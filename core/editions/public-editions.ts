import { desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { editions } from '../../db/schema';

/** An edition as the public site names it: the footer's switcher, the archive's pages. */
export type PublicEdition = {
  id: number;
  year: number;
  name: string;
  name_en: string;
  mainDay: string;
  programmeStart: string;
  programmeEnd: string;
  state: 'current' | 'archived';
};

/**
 * The editions the public site shows, the newest year first: the current one (at today's URLs)
 * and the archived ones (read-only under the archive path, decision 162). Drafts are the
 * admin's alone.
 */
export async function findPublicEditions(db: Db | Tx): Promise<PublicEdition[]> {
  const rows = await db
    .select({
      id: editions.id,
      year: editions.year,
      name: editions.name,
      name_en: editions.name_en,
      mainDay: editions.mainDay,
      programmeStart: editions.programmeStart,
      programmeEnd: editions.programmeEnd,
      state: editions.state,
    })
    .from(editions)
    .where(inArray(editions.state, ['current', 'archived']))
    .orderBy(desc(editions.year));
  return rows as PublicEdition[];
}
