import type { Db } from '../../db/client';
import { canSeeEditors } from '../accounts/policy';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { speakerQuery, serializeSpeaker, type ApiSpeaker } from './speaker-query';
import { loadSpeakerEditors } from './load-speaker-editors';
import { speakerVisibleTo } from './speaker-visibility';

/** Published speakers matching the filters (drafts only as speakerVisibleTo allows); users_can_edit for Admins. */
export async function findSpeakers(db: Db, opts: ReadOptions): Promise<ApiSpeaker[]> {
  const query = parseQuery(opts.params, speakerQuery, opts);
  const visible = speakerVisibleTo(opts.viewer, query.publicationState);
  const rows = await db.query.speakers.findMany({
    ...listOptions(db, speakerQuery, query, visible),
    columns: { search_text: false },
    with: { image: true },
  });
  const editors = canSeeEditors(opts.viewer)
    ? await loadSpeakerEditors(
        db,
        rows.map((r) => r.id),
      )
    : undefined;
  return rows.map((row) => serializeSpeaker(row, editors?.get(row.id)));
}

export async function countSpeakers(db: Db, opts: ReadOptions): Promise<number> {
  const query = parseQuery(opts.params, speakerQuery, opts);
  return countRows(db, speakerQuery, query, speakerVisibleTo(opts.viewer, query.publicationState));
}
