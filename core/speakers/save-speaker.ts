import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, eventSpeakers, files, speakerEditors, speakers } from '../../db/schema';
import { checkUserReferences } from '../accounts/check-user-references';
import { canEditEvent, canSeeEditors, reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import { recordAudit, type AuditValues } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { checkImageReference } from '../media/check-image-reference';
import { sanitizeRichText, type RichTextSite } from '../rich-text/sanitize-rich-text';
import { sentOnly } from '../validation/sent-only';
import { authorized, signedIn } from '../authorization/authorize';
import { speakerFieldsLockedFor } from './policy';
import type { SpeakerInput, SpeakerUpdateInput } from './speaker-input';
import { speakerVisibleTo } from './speaker-visibility';

type SpeakerRow = typeof speakers.$inferSelect;

/**
 * Creates a speaker. Admins set users_can_edit; an Organizer may not (403 naming it) and is
 * listed as its editor instead, so they keep editing it (a draft too) and may put it on their
 * events. `published_at` absent publishes now, as Strapi does. Returns the new id and the
 * editors the creator now has, for reading the answer with the creator's new rights.
 */
export async function createSpeaker(
  db: Db,
  opts: { viewer: ViewerWithRights | null; input: SpeakerInput; site?: RichTextSite },
): Promise<{ id: number; viewer: ViewerWithRights }> {
  const viewer = authorized(opts.viewer, 'speakers.manage');
  const { input } = opts;
  assertFieldsAllowed(viewer, input);
  await checkImageReference(db, 'image', input.image, imagesUsableBy(viewer));
  await checkUserReferences(db, 'users_can_edit', input.users_can_edit);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(speakers)
      .values({
        ...columns(input, opts.site),
        name: input.name,
        published_at: input.published_at === undefined ? new Date() : publishedAt(input.published_at),
      })
      .returning();
    const editors = canSeeEditors(viewer) ? (input.users_can_edit ?? []) : [viewer.id];
    await replaceEditors(tx, row!.id, editors);
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'speakers',
      entityId: row!.id,
      label: row!.name,
      after: { ...row, users_can_edit: sortedIds(editors) },
    });
    return row!.id;
  });
  return { id, viewer: canSeeEditors(viewer) ? viewer : { ...viewer, editableSpeakerIds: [...viewer.editableSpeakerIds, id] } };
}

/**
 * Changes the fields sent. A speaker the writer may not see is 404 (a draft's existence is not
 * told), one they see but may not change 403; a field their role may not send (published_at
 * and users_can_edit on self-edit, users_can_edit for Organizers) 403 naming it.
 */
export async function updateSpeaker(
  db: Db,
  opts: { viewer: ViewerWithRights | null; id: number; input: SpeakerUpdateInput; site?: RichTextSite },
): Promise<number> {
  const viewer = signedIn(opts.viewer);
  const current = await visibleSpeaker(db, viewer, opts.id);
  authorized(viewer, 'speakers.edit', current.id);
  const { input } = opts;
  assertFieldsAllowed(viewer, input);
  await checkImageReference(db, 'image', input.image, imagesUsableBy(viewer, current));
  await checkUserReferences(db, 'users_can_edit', input.users_can_edit);
  const set = columns(input, opts.site);
  if (input.published_at !== undefined) set.published_at = publishedAt(input.published_at);
  await db.transaction(async (tx) => {
    // Read again under a lock: what the entry calls "before" is what this write replaced.
    const [locked] = await tx.select().from(speakers).where(eq(speakers.id, current.id)).for('update');
    if (!locked) throw notFound('Speaker');
    const before: AuditValues = { ...locked };
    if (input.users_can_edit) before.users_can_edit = await storedEditors(tx, current.id);
    const [row] = Object.keys(set).length
      ? await tx.update(speakers).set(set).where(eq(speakers.id, current.id)).returning()
      : [locked];
    if (input.users_can_edit) await replaceEditors(tx, current.id, input.users_can_edit);
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'speakers',
      entityId: current.id,
      label: row!.name,
      before,
      after: { ...row, ...(input.users_can_edit ? { users_can_edit: sortedIds(input.users_can_edit) } : {}) },
    });
  });
  return current.id;
}

/**
 * Deletes a speaker: Admins any; an Organizer one they edit that speaks only at events they
 * edit (403 `Speaker.forbidden.delete` otherwise: it is on another exhibitor's programme too).
 * Its event links go with it and its id leaves those events' speakers_order, in one transaction.
 */
export async function deleteSpeaker(
  db: Db,
  opts: { viewer: ViewerWithRights | null; id: number },
): Promise<{ id: number; name: string }> {
  const viewer = authorized(opts.viewer, 'speakers.manage');
  const current = await visibleSpeaker(db, viewer, opts.id);
  authorized(viewer, 'speakers.delete', current.id);
  return db.transaction(async (tx) => {
    const speaksAt = await tx
      .select({ id: events.id, exhibitorId: events.exhibitorId, speakers_order: events.speakers_order })
      .from(eventSpeakers)
      .innerJoin(events, eq(events.id, eventSpeakers.eventId))
      .where(eq(eventSpeakers.speakerId, current.id));
    if (speaksAt.some((event) => !canEditEvent(viewer, event, viewer.editableExhibitorIds)))
      throw new AppError('Speaker.forbidden.delete');
    const editors = await storedEditors(tx, current.id);
    await tx.delete(speakers).where(eq(speakers.id, current.id));
    for (const event of speaksAt) {
      const order = event.speakers_order
        .split(',')
        .filter((part) => part.trim() !== String(current.id))
        .join(',');
      if (order !== event.speakers_order) await tx.update(events).set({ speakers_order: order }).where(eq(events.id, event.id));
    }
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'speakers',
      entityId: current.id,
      label: current.name,
      // The events it was taken off, and who edited it.
      before: { ...current, users_can_edit: editors, events: sortedIds(speaksAt.map((e) => e.id)) },
    });
    return { id: current.id, name: current.name };
  });
}

async function visibleSpeaker(db: Db, viewer: ViewerWithRights, id: number): Promise<SpeakerRow> {
  const [row] = await db
    .select()
    .from(speakers)
    .where(and(eq(speakers.id, id), speakerVisibleTo(viewer, 'preview')));
  if (!row) throw notFound('Speaker');
  return row;
}

function assertFieldsAllowed(viewer: ViewerWithRights, input: SpeakerUpdateInput) {
  for (const field of speakerFieldsLockedFor(viewer))
    if (input[field] !== undefined) throw new AppError('Speaker.forbidden.field', { field });
}

/**
 * The images a non-Admin may put on a speaker: their own uploads and the speaker's current
 * image; any other id is told as unknown, so files cannot be probed. Admins any image.
 */
function imagesUsableBy(viewer: ViewerWithRights, current?: Pick<SpeakerRow, 'imageId'>): SQL | undefined {
  if (reachesEveryRecord(viewer)) return undefined;
  return or(eq(files.uploadedById, viewer.id), current?.imageId ? eq(files.id, current.imageId) : undefined);
}

const publishedAt = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * The columns an input sets: every field stored as sent by its own name (a new plain field needs
 * no line here), rich text sanitized, the image id as its key. `published_at` (an instant) and
 * `users_can_edit` (a join table) are the callers'.
 */
function columns(input: SpeakerUpdateInput, site: RichTextSite | undefined) {
  const { description, description_en, image, published_at: _instant, users_can_edit: _editors, ...asSent } = input;
  const set: Partial<typeof speakers.$inferInsert> = sentOnly(asSent);
  if (description !== undefined) set.description = description === null ? null : sanitizeRichText(description, site);
  if (description_en !== undefined) set.description_en = description_en === null ? null : sanitizeRichText(description_en, site);
  if (image !== undefined) set.imageId = image;
  return set;
}

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The editors as stored, before a write replaces them. */
async function storedEditors(tx: Tx, speakerId: number): Promise<number[]> {
  const rows = await tx.select({ id: speakerEditors.userId }).from(speakerEditors).where(eq(speakerEditors.speakerId, speakerId));
  return sortedIds(rows.map((r) => r.id));
}

/** Replaces users_can_edit; two saves at once both delete then insert, so inserts skip rows already there. */
async function replaceEditors(tx: Tx, speakerId: number, userIds: readonly number[]) {
  await tx.delete(speakerEditors).where(eq(speakerEditors.speakerId, speakerId));
  const rows = [...new Set(userIds)].map((userId) => ({ speakerId, userId }));
  if (rows.length) await tx.insert(speakerEditors).values(rows).onConflictDoNothing();
}
