import { speakerSlug } from '../discover/speaker-slug';
import { orderSpeakers } from '../events/order-speakers';
import { iso } from '../serialize/instant';
import { toSiteImage, type SiteImage } from '../site/site-image';
import type { ProgrammeEventRow } from './load-programme-events';

export type Named = { id: number; name: string; name_en: string | null };

export type ProgrammeSpeaker = {
  id: number;
  name: string;
  /** For the speaker page's URL. */
  slug: string;
  job: string | null;
  job_en: string | null;
  image: SiteImage | null;
};

export type ProgrammeOrganiser = Named & { slug: string; ispublic: boolean; logo: SiteImage | null };

/** An event as the programme pages list it: what a visitor needs to choose, nothing private. */
export type ProgrammeItem = Named & {
  type: number;
  slug: string;
  /** Instants in ISO 8601 (UTC); pages show them in the event time zone. */
  start: string;
  end: string;
  hall: Named | null;
  location: Named | null;
  /** The exhibitor that runs the event (the organiser of a seminar). */
  organiser: ProgrammeOrganiser | null;
  image: SiteImage | null;
  speakers: ProgrammeSpeaker[];
  /** Seats and sign-ups, when the event has a seat limit. */
  capacity: { max: number; taken: number } | null;
};

/**
 * The list view of a loaded event: speakers in speakers_order, drafts among them only when
 * `draftSpeakers` (the viewer may edit the event and previews it).
 */
export function toProgrammeItem(row: ProgrammeEventRow, opts: { draftSpeakers?: boolean } = {}): ProgrammeItem {
  const exhibitor = row.exhibitor;
  const speakers = row.speakers.map((s) => s.speaker).filter((s) => s.published_at !== null || opts.draftSpeakers);
  return {
    id: row.id,
    type: row.eventtypeId,
    name: row.name,
    name_en: row.name_en,
    slug: row.slug,
    start: iso(row.start),
    end: iso(row.end),
    hall: row.hall,
    location: row.location,
    organiser: exhibitor ? { ...exhibitor, logo: toSiteImage(exhibitor.logo) } : null,
    image: toSiteImage(row.image),
    speakers: orderSpeakers(speakers, row.speakers_order).map((s) => ({
      id: s.id,
      name: s.name,
      slug: speakerSlug(s.name),
      job: s.job,
      job_en: s.job_en,
      image: toSiteImage(s.image),
    })),
    capacity: row.max_users != null ? { max: row.max_users, taken: row.joins.length } : null,
  };
}
