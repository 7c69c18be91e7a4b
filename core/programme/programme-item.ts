import { toSpeakerCard, type SpeakerCard } from '../discover/speaker-card';
import { orderSpeakers } from '../events/order-speakers';
import { delayedTimes, type EventDelay } from '../halls/hall-delay';
import { iso } from '../serialize/instant';
import { toSiteImage, type SiteImage } from '../site/site-image';
import type { ProgrammeEventRow } from './load-programme-events';

export type Named = { id: number; name: string; name_en: string | null };

export type ProgrammeOrganiser = Named & { slug: string; slug_en: string | null; ispublic: boolean; logo: SiteImage | null };

/** An event as the programme pages list it: what a visitor needs to choose, nothing private. */
export type ProgrammeItem = Named & {
  type: number;
  slug: string;
  /** The English pages' slug (events.slug_en), null without an English name. */
  slug_en: string | null;
  /** Instants in ISO 8601 (UTC), as shown: shifted while the event's hall runs late; pages show them in the event time zone. */
  start: string;
  end: string;
  /** The hall runs late and the event is shown shifted: by how much, and its scheduled times. */
  delay: EventDelay | null;
  hall: Named | null;
  location: Named | null;
  /** The exhibitor that runs the event (the organiser of a seminar). */
  organiser: ProgrammeOrganiser | null;
  image: SiteImage | null;
  speakers: SpeakerCard[];
  /** Seats and sign-ups, when the event has a seat limit. */
  capacity: { max: number; taken: number } | null;
};

/** How a programme read shapes its events: the event time zone (the day a hall's delay applies on), draft speakers. */
export type ProgrammeItemOptions = { timezone: string; draftSpeakers?: boolean };

/**
 * The list view of a loaded event: its times shifted while its hall runs late, speakers in
 * speakers_order, drafts among them only when `draftSpeakers` (the viewer may edit the event
 * and previews it).
 */
export function toProgrammeItem(row: ProgrammeEventRow, opts: ProgrammeItemOptions): ProgrammeItem {
  const exhibitor = row.exhibitor;
  const shown = delayedTimes(row.hall, row, opts.timezone);
  const speakers = row.speakers.map((s) => s.speaker).filter((s) => s.published_at !== null || opts.draftSpeakers);
  return {
    id: row.id,
    type: row.eventtypeId,
    name: row.name,
    name_en: row.name_en,
    slug: row.slug,
    slug_en: row.slug_en,
    start: iso(shown.start),
    end: iso(shown.end),
    delay: shown.delay,
    hall: row.hall && { id: row.hall.id, name: row.hall.name, name_en: row.hall.name_en },
    location: row.location,
    organiser: exhibitor ? { ...exhibitor, logo: toSiteImage(exhibitor.logo) } : null,
    image: toSiteImage(row.image),
    speakers: orderSpeakers(speakers, row.speakers_order).map(toSpeakerCard),
    capacity: row.max_users != null ? { max: row.max_users, taken: row.joins.length } : null,
  };
}

/** Programme items by their start as shown, then id (a sort comparator; ISO instants compare as text). */
export const byStart = (a: ProgrammeItem, b: ProgrammeItem) => a.start.localeCompare(b.start) || a.id - b.id;
