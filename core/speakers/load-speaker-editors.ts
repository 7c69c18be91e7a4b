import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speakerEditors, users } from '../../db/schema';
import type { ApiEditor } from '../exhibitors/exhibitor-query';

/** users_can_edit of many speakers in one query, by speaker id. */
export async function loadSpeakerEditors(db: Db, speakerIds: number[]): Promise<Map<number, ApiEditor[]>> {
  const bySpeaker = new Map<number, ApiEditor[]>(speakerIds.map((id) => [id, []]));
  if (!speakerIds.length) return bySpeaker;
  const rows = await db
    .select({ speakerId: speakerEditors.speakerId, id: users.id, username: users.username, email: users.email })
    .from(speakerEditors)
    .innerJoin(users, eq(users.id, speakerEditors.userId))
    .where(inArray(speakerEditors.speakerId, speakerIds))
    .orderBy(asc(users.id));
  for (const { speakerId, ...editor } of rows) bySpeaker.get(speakerId)?.push(editor);
  return bySpeaker;
}
