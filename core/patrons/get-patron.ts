import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patrons } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializePatron, type ApiPatron } from './patron-query';

export async function getPatron(db: Db, opts: ReadOptions & { id: number }): Promise<ApiPatron> {
  parseEntryParams(opts.params);
  const row = await db.query.patrons.findFirst({ where: eq(patrons.id, opts.id), with: { image: true } });
  if (!row) throw notFound('Patron');
  return serializePatron(row);
}
