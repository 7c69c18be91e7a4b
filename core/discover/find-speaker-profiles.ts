import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speakers } from '../../db/schema';
import { speakerIsPublished } from '../speakers/speaker-visibility';
import { speakerCardColumns, speakerCardWith, toSpeakerCard, type SpeakerCard } from './speaker-card';

/** Published speakers by name, for the speakers grid. */
export async function findSpeakerProfiles(db: Db): Promise<SpeakerCard[]> {
  const rows = await db.query.speakers.findMany({
    columns: speakerCardColumns,
    with: speakerCardWith,
    where: speakerIsPublished,
    orderBy: [asc(speakers.name), asc(speakers.id)],
  });
  return rows.map(toSpeakerCard);
}
