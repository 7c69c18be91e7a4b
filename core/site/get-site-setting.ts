import type { Db } from '../../db/client';
import { siteImageColumns, toSiteImage, type SiteImage } from './site-image';

export type SiteSetting = { name: string; name_en: string | null; logo: SiteImage | null; image: SiteImage | null };

const FALLBACK: SiteSetting = { name: 'Týden inovací ČR', name_en: 'Innovation Week Czech Republic', logo: null, image: null };

/** The site's name, logo and background image from the single Setting record. */
export async function getSiteSetting(db: Db): Promise<SiteSetting> {
  const row = await db.query.settings.findFirst({
    columns: { name: true, name_en: true },
    with: { logo: { columns: siteImageColumns }, image: { columns: siteImageColumns } },
  });
  // Reference data creates the record on every start; the fallback only covers a fresh test database.
  if (!row) return FALLBACK;
  return { name: row.name, name_en: row.name_en, logo: toSiteImage(row.logo), image: toSiteImage(row.image) };
}
