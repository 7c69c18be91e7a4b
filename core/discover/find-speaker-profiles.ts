import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speakers } from '../../db/schema';
import { speakerIsPublished } from '../speakers/speaker-visibility';
import { siteImageColumns, toSiteImage, type SiteImage } from '../site/site-image';
import { speakerSlug } from './speaker-slug';

export type SpeakerCard = {
  id: number;
  name: string;
  slug: string;
  job: string | null;
  job_en: string | null;
  image: SiteImage | null;
};

/** Published speakers by name, for the speakers grid. */
export async function findSpeakerProfiles(db: Db): Promise<SpeakerCard[]> {
  const rows = await db.query.speakers.findMany({
    columns: { id: true, name: true, job: true, job_en: true },
    with: { image: { columns: siteImageColumns } },
    where: speakerIsPublished,
    orderBy: [asc(speakers.name), asc(speakers.id)],
  });
  return rows.map((s) => ({ ...s, slug: speakerSlug(s.name), image: toSiteImage(s.image) }));
}
