import type { Db } from '../../db/client';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { embedQuery, serializeEmbed, type ApiEmbed } from './embed-query';
import { embedVisibleTo } from './embed-visibility';

/** Published embeds matching the filters (drafts only as embedVisibleTo allows). */
export async function findEmbeds(db: Db, opts: ReadOptions): Promise<ApiEmbed[]> {
  const query = parseQuery(opts.params, embedQuery, opts);
  const visible = embedVisibleTo(db, opts.viewer, query.publicationState);
  const rows = await db.query.embeds.findMany(listOptions(db, embedQuery, query, visible));
  return rows.map(serializeEmbed);
}

export async function countEmbeds(db: Db, opts: ReadOptions): Promise<number> {
  const query = parseQuery(opts.params, embedQuery, opts);
  return countRows(db, embedQuery, query, embedVisibleTo(db, opts.viewer, query.publicationState));
}
