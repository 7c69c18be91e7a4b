import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exhibitors } from '../../db/schema';
import { exhibitorIsPublic } from '../exhibitors/exhibitor-visibility';
import { siteImageColumns, toSiteImage, type SiteImage } from '../site/site-image';

export type FairExhibitor = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  slug_en: string | null;
  logo: SiteImage | null;
  /** Stored rich text; the list shows a plain-text teaser of it. */
  description: string | null;
  description_en: string | null;
};

/** The innovation fair: public exhibitors only (a non-public one organises events but has no stand), by name. */
export async function findFairExhibitors(db: Db): Promise<FairExhibitor[]> {
  const rows = await db.query.exhibitors.findMany({
    columns: { id: true, name: true, name_en: true, slug: true, slug_en: true, description: true, description_en: true },
    with: { logo: { columns: siteImageColumns } },
    where: exhibitorIsPublic,
    orderBy: [asc(exhibitors.name), asc(exhibitors.id)],
  });
  return rows.map((e) => ({ ...e, logo: toSiteImage(e.logo) }));
}
