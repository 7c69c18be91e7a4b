import slugify from '@sindresorhus/slugify';
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, exhibitorEditors, exhibitors } from '../../db/schema';
import { checkUserReferences } from '../accounts/check-user-references';
import type { Viewer } from '../accounts/policy';
import { recordAudit, type AuditValues } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { checkImageReference } from '../media/check-image-reference';
import { sanitizeRichText, type RichTextSite } from '../rich-text/sanitize-rich-text';
import type { ExhibitorInput, ExhibitorUpdateInput } from './exhibitor-input';
import { authorized } from '../authorization/authorize';

/** Creates an exhibitor with its editors in one transaction; the logo and the editors must exist. */
export async function createExhibitor(
  db: Db,
  opts: { viewer: Viewer | null; input: ExhibitorInput; site?: RichTextSite },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'exhibitors.write');
  const { input } = opts;
  await checkReferences(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exhibitors)
      .values({ ...columns(input, opts.site), name: input.name, slug: slugOf(input.name), slug_en: englishSlugOf(input.name_en) })
      .returning();
    if (input.users_can_edit) await replaceEditors(tx, row!.id, input.users_can_edit);
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'exhibitors',
      entityId: row!.id,
      label: row!.name,
      after: { ...row, ...editorsOf(input) },
    });
    return row!.id;
  });
}

/** Changes the fields sent; a new name gives a new slug (the fair page's old address redirects to it). */
export async function updateExhibitor(
  db: Db,
  opts: { viewer: Viewer | null; id: number; input: ExhibitorUpdateInput; site?: RichTextSite },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'exhibitors.write');
  const { id } = await existing(db, opts.id);
  const { input } = opts;
  await checkReferences(db, input);
  const set = columns(input, opts.site);
  if (input.name !== undefined) Object.assign(set, { name: input.name, slug: slugOf(input.name) });
  if (input.name_en !== undefined) Object.assign(set, { slug_en: englishSlugOf(input.name_en) });
  await db.transaction(async (tx) => {
    // Read again under a lock: what the entry calls "before" is what this write replaced.
    const [current] = await tx.select().from(exhibitors).where(eq(exhibitors.id, id)).for('update');
    if (!current) throw notFound('Exhibitor');
    const before: AuditValues = { ...current };
    if (input.users_can_edit) before.users_can_edit = await storedEditors(tx, id);
    const [row] = Object.keys(set).length
      ? await tx.update(exhibitors).set(set).where(eq(exhibitors.id, id)).returning()
      : [current];
    if (input.users_can_edit) await replaceEditors(tx, id, input.users_can_edit);
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'exhibitors',
      entityId: id,
      label: row!.name,
      before,
      after: { ...row, ...editorsOf(input) },
    });
  });
  return id;
}

/**
 * Deletes an exhibitor that no event uses (drafts count): events would otherwise silently lose
 * their exhibitor, and with it their Organizers' rights. In use is 409 `Exhibitor.inUse` with
 * the number of events. Its users_can_edit go with it; its logo file stays.
 */
export async function deleteExhibitor(
  db: Db,
  opts: { viewer: Viewer | null; id: number },
): Promise<{ id: number; name: string }> {
  const viewer = authorized(opts.viewer, 'exhibitors.write');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(exhibitors).where(eq(exhibitors.id, opts.id)).for('update');
    if (!current) throw notFound('Exhibitor');
    const [used] = await tx.select({ n: count() }).from(events).where(eq(events.exhibitorId, current.id));
    if (used!.n > 0) throw new AppError('Exhibitor.inUse', { params: { count: used!.n } });
    const editors = await storedEditors(tx, current.id);
    await tx.delete(exhibitors).where(eq(exhibitors.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'exhibitors',
      entityId: current.id,
      label: current.name,
      before: { ...current, users_can_edit: editors },
    });
    return { id: current.id, name: current.name };
  });
}

async function existing(db: Db, id: number) {
  const [row] = await db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.id, id));
  if (!row) throw notFound('Exhibitor');
  return row;
}

async function checkReferences(db: Db, input: ExhibitorUpdateInput) {
  await checkImageReference(db, 'logo', input.logo);
  await checkUserReferences(db, 'users_can_edit', input.users_can_edit);
}

/** The slug the fair's address uses; a name without letters or digits still gets one. */
const slugOf = (name: string) => slugify(name) || 'exhibitor';

/** The English fair page's slug, from name_en; null without one, where the Czech slug serves (decision 107). */
export const englishSlugOf = (nameEn: string | null | undefined) => slugify(nameEn?.trim() ?? '') || null;

/** The plain columns of an input; rich text sanitized. */
function columns(input: ExhibitorUpdateInput, site: RichTextSite | undefined) {
  const set: Partial<typeof exhibitors.$inferInsert> = {};
  if (input.name_en !== undefined) set.name_en = input.name_en;
  if (input.ispublic !== undefined) set.ispublic = input.ispublic;
  if (input.person !== undefined) set.person = input.person;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.email !== undefined) set.email = input.email;
  if (input.description !== undefined)
    set.description = input.description === null ? null : sanitizeRichText(input.description, site);
  if (input.description_en !== undefined)
    set.description_en = input.description_en === null ? null : sanitizeRichText(input.description_en, site);
  if (input.logo !== undefined && input.logo !== null) set.logoId = input.logo;
  return set;
}

const byNumber = (a: number, b: number) => a - b;

/** The editors an input sets, as the audit log compares them. */
function editorsOf(input: ExhibitorUpdateInput): AuditValues {
  return input.users_can_edit ? { users_can_edit: [...new Set(input.users_can_edit)].sort(byNumber) } : {};
}

/** The editors as stored, before a write replaces them. */
async function storedEditors(tx: Tx, exhibitorId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: exhibitorEditors.userId })
    .from(exhibitorEditors)
    .where(eq(exhibitorEditors.exhibitorId, exhibitorId));
  return rows.map((r) => r.id).sort(byNumber);
}

/** Replaces users_can_edit; two saves at once both delete then insert, so inserts skip rows already there. */
async function replaceEditors(tx: Tx, exhibitorId: number, userIds: readonly number[]) {
  await tx.delete(exhibitorEditors).where(eq(exhibitorEditors.exhibitorId, exhibitorId));
  const rows = [...new Set(userIds)].map((userId) => ({ exhibitorId, userId }));
  if (rows.length) await tx.insert(exhibitorEditors).values(rows).onConflictDoNothing();
}
