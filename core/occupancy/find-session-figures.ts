import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { presentColumn } from '../attention/session-occupancy';
import { occupancyOf, type OccupancyFigure } from './occupancy-rule';

/** The occupancy of the given sessions by id (decision 130), for a screen that already knows which are running. */
export async function findSessionFigures(db: Db, ids: readonly number[]): Promise<Map<number, OccupancyFigure>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: events.id, max_users: events.max_users, present: presentColumn })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return new Map(rows.map((r) => [r.id, occupancyOf(r.present, r.max_users)]));
}
