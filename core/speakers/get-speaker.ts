import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speakers } from '../../db/schema';
import { canSeeEditors } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializeSpeaker, type ApiSpeaker } from './speaker-query';
import { loadSpeakerEditors } from './load-speaker-editors';
import { speakerVisibleTo } from './speaker-visibility';

/** A speaker; a draft is "not found" unless the viewer may preview it and asks to. */
export async function getSpeaker(db: Db, opts: ReadOptions & { id: number }): Promise<ApiSpeaker> {
  const { publicationState } = parseEntryParams(opts.params);
  const row = await db.query.speakers.findFirst({
    where: and(eq(speakers.id, opts.id), speakerVisibleTo(opts.viewer, publicationState)),
    columns: { search_text: false },
    with: { image: true },
  });
  if (!row) throw notFound('Speaker');
  const editors = canSeeEditors(opts.viewer) ? (await loadSpeakerEditors(db, [row.id])).get(row.id) : undefined;
  return serializeSpeaker(row, editors);
}
