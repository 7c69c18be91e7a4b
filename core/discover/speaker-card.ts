import { siteImageColumns, toSiteImage, type SiteImage } from '../site/site-image';
import { speakerSlug } from './speaker-slug';

/**
 * A speaker as every page shows them in brief (the speakers grid, an event's speakers, the head
 * of their own page): photo, name, job in both languages, and the slug of their page's URL.
 */
export type SpeakerCard = {
  id: number;
  name: string;
  /** For the speaker page's URL. */
  slug: string;
  job: string | null;
  job_en: string | null;
  image: SiteImage | null;
};

/** What a card reads of a speaker, for drizzle's relational queries: `{ columns: speakerCardColumns, with: speakerCardWith }`. */
export const speakerCardColumns = { id: true, name: true, job: true, job_en: true } as const;
export const speakerCardWith = { image: { columns: siteImageColumns } } as const;

type CardRow = { id: number; name: string; job: string | null; job_en: string | null; image: Parameters<typeof toSiteImage>[0] };

/** The card of a speaker read with speakerCardColumns and speakerCardWith. */
export function toSpeakerCard(row: CardRow): SpeakerCard {
  return {
    id: row.id,
    name: row.name,
    slug: speakerSlug(row.name),
    job: row.job,
    job_en: row.job_en,
    image: toSiteImage(row.image),
  };
}
