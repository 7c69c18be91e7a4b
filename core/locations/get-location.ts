import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializeLocation, type ApiLocation } from './location-query';

export async function getLocation(db: Db, opts: ReadOptions & { id: number }): Promise<ApiLocation> {
  parseEntryParams(opts.params);
  const row = await db.query.locations.findFirst({ where: eq(locations.id, opts.id) });
  if (!row) throw notFound('Location');
  return serializeLocation(row);
}
