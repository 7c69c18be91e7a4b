import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventSpeakers, speakers } from '../../db/schema';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { speakerIsPublished } from '../speakers/speaker-visibility';
import { speakerCardColumns, speakerCardWith, toSpeakerCard, type SpeakerCard } from './speaker-card';

/**
 * Published speakers by name, for the speakers grid: every one (today's grid: speakers are
 * shared between editions), or, with an edition named, those who speak at one of its published
 * events a guest may see (the archive's grid of a past edition).
 */
export async function findSpeakerProfiles(db: Db, opts: { edition?: EditionRef } = {}): Promise<SpeakerCard[]> {
  const ofEdition =
    opts.edition === undefined
      ? undefined
      : // Ids first, in a plain select: inside the relational query below another table's columns would be re-aliased (core/query/build-where.ts).
        (
          await db
            .selectDistinct({ id: eventSpeakers.speakerId })
            .from(eventSpeakers)
            .innerJoin(events, eq(events.id, eventSpeakers.eventId))
            .where(eventVisibleTo(null, 'live', opts.edition))
        ).map((r) => r.id);
  if (ofEdition?.length === 0) return [];
  const rows = await db.query.speakers.findMany({
    columns: speakerCardColumns,
    with: speakerCardWith,
    where: and(speakerIsPublished, ofEdition ? inArray(speakers.id, ofEdition) : undefined),
    orderBy: [asc(speakers.name), asc(speakers.id)],
  });
  return rows.map(toSpeakerCard);
}
