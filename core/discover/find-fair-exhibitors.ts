import type { Db } from '../../db/client';
import { findExhibitors } from '../exhibitors/find-exhibitors';
import { toSiteImage, type SiteImage } from '../site/site-image';
import { publicRead } from './public-read';

export type FairExhibitor = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  logo: SiteImage | null;
  /** Stored rich text; the list shows a plain-text teaser of it. */
  description: string | null;
  description_en: string | null;
};

/** The innovation fair: public exhibitors only (a non-public one organises events but has no stand), by name. */
export async function findFairExhibitors(db: Db, opts: { timezone: string }): Promise<FairExhibitor[]> {
  const rows = await findExhibitors(db, publicRead(opts.timezone, { ispublic: 'true', _sort: 'name:asc', _limit: 9999 }));
  return rows.map((e) => ({
    id: e.id,
    name: e.name,
    name_en: e.name_en,
    slug: e.slug,
    logo: toSiteImage(e.logo),
    description: e.description,
    description_en: e.description_en,
  }));
}
