import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, locations } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { authorized } from '../authorization/authorize';
import type { LocationInput, LocationUpdateInput } from './location-input';
import { serializeLocation, type ApiLocation } from './location-query';

type Writer = Viewer & { username?: string };

/** Creates a location (Admins). */
export async function createLocation(db: Db, opts: { viewer: Writer | null; input: LocationInput }): Promise<ApiLocation> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values({ name: opts.input.name, name_en: opts.input.name_en ?? null })
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'locations',
      entityId: row!.id,
      label: row!.name,
      after: row,
    });
    return serializeLocation(row!);
  });
}

/** Changes the fields sent (Admins); an unknown id is 404. */
export async function updateLocation(
  db: Db,
  opts: { viewer: Writer | null; id: number; input: LocationUpdateInput },
): Promise<ApiLocation> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  const { input } = opts;
  const set: Partial<typeof locations.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.name_en !== undefined) set.name_en = input.name_en;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(locations).where(eq(locations.id, opts.id)).for('update');
    if (!current) throw notFound('Location');
    const [row] = Object.keys(set).length
      ? await tx.update(locations).set(set).where(eq(locations.id, current.id)).returning()
      : [current];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'locations',
      entityId: current.id,
      label: row!.name,
      before: current,
      after: row,
    });
    return serializeLocation(row!);
  });
}

/**
 * Deletes a location no event uses (Admins). One that events still use, drafts included, is
 * refused with their number (409 `Location.inUse`, `count`): deleting it would silently take
 * the place off those events. The row is locked first, so an event saved meanwhile waits.
 */
export async function deleteLocation(db: Db, opts: { viewer: Writer | null; id: number }): Promise<{ id: number; name: string }> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(locations).where(eq(locations.id, opts.id)).for('update');
    if (!current) throw notFound('Location');
    const count = await tx.$count(events, eq(events.locationId, current.id));
    if (count > 0) throw new AppError('Location.inUse', { params: { count } });
    await tx.delete(locations).where(eq(locations.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'locations',
      entityId: current.id,
      label: current.name,
      before: current,
    });
    return { id: current.id, name: current.name };
  });
}
