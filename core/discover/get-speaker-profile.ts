import type { Db } from '../../db/client';
import { findEvents } from '../events/find-events';
import { getSpeaker } from '../speakers/get-speaker';
import { toSiteImage, type SiteImage } from '../site/site-image';
import { toLinkedEvent, type LinkedEvent } from './linked-event';
import { publicRead } from './public-read';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { speakerSlug } from './speaker-slug';

export type SpeakerProfile = {
  id: number;
  name: string;
  slug: string;
  job: string | null;
  job_en: string | null;
  image: SiteImage | null;
  /** Twitter (the field is named web_link). */
  twitter: string | null;
  linkedin: string | null;
  website: string | null;
  /** Sanitized HTML. */
  description: string;
  description_en: string;
  events: LinkedEvent[];
};

/** A published speaker with their published events; a draft speaker is "not found" for the public. */
export async function getSpeakerProfile(db: Db, opts: { id: number; timezone: string }): Promise<SpeakerProfile> {
  const speaker = await getSpeaker(db, { ...publicRead(opts.timezone), id: opts.id });
  const events = await findEvents(db, publicRead(opts.timezone, { 'speakers.id': speaker.id, _sort: 'start:asc', _limit: 9999 }));
  return {
    id: speaker.id,
    name: speaker.name,
    slug: speakerSlug(speaker.name),
    job: speaker.job,
    job_en: speaker.job_en,
    image: toSiteImage(speaker.image),
    twitter: speaker.web_link,
    linkedin: speaker.linkedin_link,
    website: speaker.website,
    description: sanitizeRichText(speaker.description),
    description_en: sanitizeRichText(speaker.description_en),
    events: events.map(toLinkedEvent),
  };
}
