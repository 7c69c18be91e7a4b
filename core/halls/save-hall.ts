import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, halls } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { authorized } from '../authorization/authorize';
import { sanitizeRichText, type RichTextSite } from '../rich-text/sanitize-rich-text';
import type { HallInput, HallUpdateInput } from './hall-input';
import { serializeHall, type ApiHall } from './hall-query';

type Writer = Viewer & { username?: string };

/** Creates a hall (Admins); descriptions are sanitized here. Answered with its stream ids. */
export async function createHall(
  db: Db,
  opts: { viewer: Writer | null; input: HallInput; site?: RichTextSite },
): Promise<ApiHall> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(halls)
      .values({ ...columns(opts.input, opts.site), name: opts.input.name })
      .returning();
    await recordAudit(tx, { actor: viewer, action: 'create', entity: 'halls', entityId: row!.id, label: row!.name, after: row });
    return serializeHall(row!, true);
  });
}

/** Changes the fields sent (Admins); an unknown id is 404. */
export async function updateHall(
  db: Db,
  opts: { viewer: Writer | null; id: number; input: HallUpdateInput; site?: RichTextSite },
): Promise<ApiHall> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  const set = columns(opts.input, opts.site);
  if (opts.input.name !== undefined) set.name = opts.input.name;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(halls).where(eq(halls.id, opts.id)).for('update');
    if (!current) throw notFound('Hall');
    const [row] = Object.keys(set).length
      ? await tx.update(halls).set(set).where(eq(halls.id, current.id)).returning()
      : [current];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'halls',
      entityId: current.id,
      label: row!.name,
      before: current,
      after: row,
    });
    return serializeHall(row!, true);
  });
}

/**
 * Deletes a hall no event uses (Admins). One that events still use, drafts included, is
 * refused with their number (409 `Hall.inUse`, `count`): seminars need their hall. The row is
 * locked first, so an event saved meanwhile waits.
 */
export async function deleteHall(db: Db, opts: { viewer: Writer | null; id: number }): Promise<{ id: number; name: string }> {
  const viewer = authorized(opts.viewer, 'referenceData.manage');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(halls).where(eq(halls.id, opts.id)).for('update');
    if (!current) throw notFound('Hall');
    const count = await tx.$count(events, eq(events.hallId, current.id));
    if (count > 0) throw new AppError('Hall.inUse', { params: { count } });
    await tx.delete(halls).where(eq(halls.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'halls',
      entityId: current.id,
      label: current.name,
      before: current,
    });
    return { id: current.id, name: current.name };
  });
}

/** The columns an input sets besides the name; rich text sanitized. */
function columns(input: HallUpdateInput, site: RichTextSite | undefined) {
  const set: Partial<typeof halls.$inferInsert> = {};
  if (input.name_en !== undefined) set.name_en = input.name_en;
  if (input.broadcast !== undefined) set.broadcast = input.broadcast;
  if (input.slido !== undefined) set.slido = input.slido;
  if (input.description !== undefined) set.description = richText(input.description, site);
  if (input.description_en !== undefined) set.description_en = richText(input.description_en, site);
  return set;
}

/** Sanitized rich text; nothing left (empty, only markup the sanitizer drops) clears the field. */
function richText(value: string | null, site: RichTextSite | undefined): string | null {
  const clean = value === null ? '' : sanitizeRichText(value, site).trim();
  return clean === '' ? null : clean;
}
