import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventSpeakers, speakers } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import type { EditionRef } from '../editions/current-edition';
import { speakerIsPublished } from '../speakers/speaker-visibility';
import { findLinkedEvents, type LinkedEvent } from './linked-event';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { speakerCardColumns, speakerCardWith, toSpeakerCard, type SpeakerCard } from './speaker-card';

export type SpeakerProfile = SpeakerCard & {
  /** Twitter (the field is named web_link). */
  twitter: string | null;
  linkedin: string | null;
  website: string | null;
  /** Sanitized HTML. */
  description: string;
  description_en: string;
  events: LinkedEvent[];
};

/**
 * A published speaker with their published events the viewer may see in one edition (the current
 * one unless named); a draft speaker is "not found" for the public.
 */
export async function getSpeakerProfile(
  db: Db,
  opts: { id: number; viewer: ViewerWithRights | null; edition?: EditionRef },
): Promise<SpeakerProfile> {
  const speaker = await db.query.speakers.findFirst({
    columns: {
      ...speakerCardColumns,
      web_link: true,
      linkedin_link: true,
      website: true,
      description: true,
      description_en: true,
    },
    with: speakerCardWith,
    where: and(eq(speakers.id, opts.id), speakerIsPublished),
  });
  if (!speaker) throw notFound('Speaker');
  const linked = db.select({ id: eventSpeakers.eventId }).from(eventSpeakers).where(eq(eventSpeakers.speakerId, speaker.id));
  return {
    ...toSpeakerCard(speaker),
    twitter: speaker.web_link,
    linkedin: speaker.linkedin_link,
    website: speaker.website,
    description: sanitizeRichText(speaker.description),
    description_en: sanitizeRichText(speaker.description_en),
    events: await findLinkedEvents(db, inArray(events.id, linked), opts.viewer, opts.edition),
  };
}
