import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { halls } from '../../db/schema';
import { canSeeHallStream } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializeHall, type ApiHall } from './hall-query';

export async function getHall(db: Db, opts: ReadOptions & { id: number }): Promise<ApiHall> {
  parseEntryParams(opts.params);
  const row = await db.query.halls.findFirst({ where: eq(halls.id, opts.id) });
  if (!row) throw notFound('Hall');
  return serializeHall(row, canSeeHallStream(opts.viewer));
}
