import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTypes } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { authorized } from '../authorization/authorize';
import type { EventTypeInput, EventTypeUpdateInput } from './event-type-input';
import { serializeEventType, type ApiEventType } from './event-type-query';

type Writer = Viewer & { username?: string };

/**
 * Creates an event type (Admins). Type ids are fixed numbers the rules read (1 seminar, 2
 * accompanying, ...), not a sequence: a new type takes the next free number, under a table
 * lock so two at once cannot take the same.
 */
export async function createEventType(db: Db, opts: { viewer: Writer | null; input: EventTypeInput }): Promise<ApiEventType> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${eventTypes} in share row exclusive mode`);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${eventTypes.id}), 0) + 1`.mapWith(Number) })
      .from(eventTypes);
    const [row] = await tx
      .insert(eventTypes)
      .values({ id: next, name: opts.input.name, name_en: opts.input.name_en ?? null })
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'event-types',
      entityId: row!.id,
      label: row!.name,
      after: row,
    });
    return serializeEventType(row!);
  });
}

/** Changes the fields sent (Admins); an unknown id is 404. */
export async function updateEventType(
  db: Db,
  opts: { viewer: Writer | null; id: number; input: EventTypeUpdateInput },
): Promise<ApiEventType> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  const { input } = opts;
  const set: Partial<typeof eventTypes.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.name_en !== undefined) set.name_en = input.name_en;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(eventTypes).where(eq(eventTypes.id, opts.id)).for('update');
    if (!current) throw notFound('Event type');
    const [row] = Object.keys(set).length
      ? await tx.update(eventTypes).set(set).where(eq(eventTypes.id, current.id)).returning()
      : [current];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'event-types',
      entityId: current.id,
      label: row!.name,
      before: current,
      after: row,
    });
    return serializeEventType(row!);
  });
}

/**
 * Event types are never deleted (spec 5): events and the programme's rules read them by id.
 * Admins hear why (409 `EventType.delete`); an unknown id is 404, others 401/403.
 */
export async function deleteEventType(db: Db, opts: { viewer: Writer | null; id: number }): Promise<never> {
  authorized(opts.viewer, 'referenceData.manage');
  const [current] = await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, opts.id));
  if (!current) throw notFound('Event type');
  throw new AppError('EventType.delete');
}
