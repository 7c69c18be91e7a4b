import { speakerSlug } from '../discover/speaker-slug';
import type { ApiEvent } from '../events/event-schema';
import { toSiteImage, type SiteImage } from '../site/site-image';

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

const named = (x: Named | null): Named | null => (x ? { id: x.id, name: x.name, name_en: x.name_en } : null);

/** The list view of an API event (speakers stay in speakers_order, as the API gives them). */
export function toProgrammeItem(event: ApiEvent): ProgrammeItem {
  const exhibitor = event.exhibitor;
  return {
    id: event.id,
    type: event.eventtype.id,
    name: event.name,
    name_en: event.name_en,
    slug: event.slug,
    start: event.start,
    end: event.end,
    hall: named(event.hall),
    location: named(event.location),
    organiser: exhibitor
      ? {
          id: exhibitor.id,
          name: exhibitor.name,
          name_en: exhibitor.name_en,
          slug: exhibitor.slug,
          ispublic: exhibitor.ispublic,
          logo: toSiteImage(exhibitor.logo),
        }
      : null,
    image: toSiteImage(event.image),
    speakers: event.speakers.map((s) => ({
      id: s.id,
      name: s.name,
      slug: speakerSlug(s.name),
      job: s.job,
      job_en: s.job_en,
      image: toSiteImage(s.image),
    })),
    capacity: event.max_users != null ? { max: event.max_users, taken: event.users.length } : null,
  };
}
