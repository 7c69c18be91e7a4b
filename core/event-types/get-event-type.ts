import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTypes } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { serializeEventType, type ApiEventType } from './event-type-query';

export async function getEventType(db: Db, opts: ReadOptions & { id: number }): Promise<ApiEventType> {
  parseEntryParams(opts.params);
  const row = await db.query.eventTypes.findFirst({ where: eq(eventTypes.id, opts.id) });
  if (!row) throw notFound('Event type');
  return serializeEventType(row);
}
