import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { embeds } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializeEmbed, type ApiEmbed } from './embed-query';
import { embedVisibleTo } from './embed-visibility';

/** An embed; a draft is "not found" unless the viewer may preview it and asks to. */
export async function getEmbed(db: Db, opts: ReadOptions & { id: number }): Promise<ApiEmbed> {
  const { publicationState } = parseEntryParams(opts.params);
  const row = await db.query.embeds.findFirst({
    where: and(eq(embeds.id, opts.id), embedVisibleTo(db, opts.viewer, publicationState)),
  });
  if (!row) throw notFound('Embed');
  return serializeEmbed(row);
}
