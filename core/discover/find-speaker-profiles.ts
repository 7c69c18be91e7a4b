import type { Db } from '../../db/client';
import { findSpeakers } from '../speakers/find-speakers';
import { toSiteImage, type SiteImage } from '../site/site-image';
import { publicRead } from './public-read';
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
export async function findSpeakerProfiles(db: Db, opts: { timezone: string }): Promise<SpeakerCard[]> {
  const rows = await findSpeakers(db, publicRead(opts.timezone, { _sort: 'name:asc', _limit: 9999 }));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    slug: speakerSlug(s.name),
    job: s.job,
    job_en: s.job_en,
    image: toSiteImage(s.image),
  }));
}
