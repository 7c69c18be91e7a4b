import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, patrons } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { notFound } from '../errors/app-error';
import { checkImageReference } from '../media/check-image-reference';
import { sanitizeRichText, type RichTextSite } from '../rich-text/sanitize-rich-text';
import { sentOnly } from '../validation/sent-only';
import { withoutPatron } from '../settings/patrons-order';
import { lockSetting } from '../settings/save-setting';
import type { PatronInput, PatronUpdateInput } from './patron-input';
import { authorized } from '../authorization/authorize';

/** Creates a patron; it shows on the homepage only once the setting's patrons_order lists it. */
export async function createPatron(
  db: Db,
  opts: { viewer: Viewer | null; input: PatronInput; site?: RichTextSite },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'patrons.write');
  const { input } = opts;
  await checkImageReference(db, 'image', input.image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(patrons)
      .values({ ...columns(input, opts.site), name: input.name, job: input.job })
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'patrons',
      entityId: row!.id,
      label: row!.name,
      after: row,
    });
    return row!.id;
  });
}

export async function updatePatron(
  db: Db,
  opts: { viewer: Viewer | null; id: number; input: PatronUpdateInput; site?: RichTextSite },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'patrons.write');
  const { input } = opts;
  const [found] = await db.select({ id: patrons.id }).from(patrons).where(eq(patrons.id, opts.id));
  if (!found) throw notFound('Patron');
  await checkImageReference(db, 'image', input.image);
  const set = columns(input, opts.site);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(patrons).where(eq(patrons.id, found.id)).for('update');
    if (!current) throw notFound('Patron');
    const [row] = Object.keys(set).length
      ? await tx.update(patrons).set(set).where(eq(patrons.id, current.id)).returning()
      : [current];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'patrons',
      entityId: current.id,
      label: row!.name,
      before: current,
      after: row,
    });
  });
  return found.id;
}

/** Deletes a patron and takes its id out of every edition's patrons order in the same transaction. */
export async function deletePatron(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<{ id: number; name: string }> {
  const viewer = authorized(opts.viewer, 'patrons.write');
  return db.transaction(async (tx) => {
    // The setting first, as PUT /setting locks it: a concurrent order save waits and then sees the patron gone.
    await lockSetting(tx);
    const [current] = await tx.delete(patrons).where(eq(patrons.id, opts.id)).returning();
    if (!current) throw notFound('Patron');
    for (const edition of await tx.select({ id: editions.id, order: editions.patrons_order }).from(editions)) {
      const order = withoutPatron(edition.order, current.id);
      if (order !== edition.order) await tx.update(editions).set({ patrons_order: order }).where(eq(editions.id, edition.id));
    }
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'patrons',
      entityId: current.id,
      label: current.name,
      before: current,
    });
    return { id: current.id, name: current.name };
  });
}

/**
 * The columns an input sets: every field stored as sent by its own name (a new plain field needs
 * no line here), rich text sanitized, the image id as its key (never cleared).
 */
function columns(input: PatronUpdateInput, site: RichTextSite | undefined) {
  const { description, description_en, image, ...asSent } = input;
  const set: Partial<typeof patrons.$inferInsert> = sentOnly(asSent);
  if (description !== undefined) set.description = description === null ? null : sanitizeRichText(description, site);
  if (description_en !== undefined) set.description_en = description_en === null ? null : sanitizeRichText(description_en, site);
  if (image !== undefined && image !== null) set.imageId = image;
  return set;
}
