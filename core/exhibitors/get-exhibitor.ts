import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exhibitors } from '../../db/schema';
import { canSeeEditors } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializeExhibitor, type ApiExhibitor } from './exhibitor-query';
import { loadExhibitorEditors } from './load-exhibitor-editors';

export async function getExhibitor(db: Db, opts: ReadOptions & { id: number }): Promise<ApiExhibitor> {
  parseEntryParams(opts.params);
  const row = await db.query.exhibitors.findFirst({ where: eq(exhibitors.id, opts.id), with: { logo: true } });
  if (!row) throw notFound('Exhibitor');
  const editors = canSeeEditors(opts.viewer) ? (await loadExhibitorEditors(db, [row.id])).get(row.id) : undefined;
  return serializeExhibitor(row, editors);
}
