import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { embeds, eventEmbeds, events } from '../../db/schema';
import { canEditEvent, reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import { recordAudit, type AuditValues } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { checkEmbedEvents } from './check-embed-events';
import type { EmbedInput, EmbedUpdateInput } from './embed-input';
import { serializeEmbed, type ApiEmbed } from './embed-query';
import { embedVisibleTo } from './embed-visibility';
import { authorized } from '../authorization/authorize';

type EmbedRow = typeof embeds.$inferSelect;

/**
 * Creates an embed and attaches it to `events` in the same transaction (the event form's
 * "adding creates the embed and attaches it"). Admins create any, unattached too; an
 * Organizer only on events they edit, at least one.
 */
export async function createEmbed(db: Db, opts: { viewer: ViewerWithRights | null; input: EmbedInput }): Promise<ApiEmbed> {
  const viewer = authorized(opts.viewer, 'embeds.write');
  const { input } = opts;
  await checkEmbedEvents(db, viewer, input.events ?? []);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(embeds)
      .values({ ...columns(input), name: input.name, url: input.url, type: input.type })
      .returning();
    if (input.events) await attach(tx, row!.id, input.events);
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'embeds',
      entityId: row!.id,
      label: row!.name,
      after: { ...row, ...eventsOf(input) },
    });
    return serializeEmbed(row!);
  });
}

/**
 * Changes the fields an embed's editor sends; `events` replaces its attachments. An embed the
 * writer may not see is 404 (a draft's existence is not told); one they see but do not own
 * wholly, 403: an Organizer changes only embeds attached to events they edit and to no other
 * event, since an embed shared with someone else's event is theirs too.
 */
export async function updateEmbed(
  db: Db,
  opts: { viewer: ViewerWithRights | null; id: number; input: EmbedUpdateInput },
): Promise<ApiEmbed> {
  const viewer = authorized(opts.viewer, 'embeds.write');
  const current = await editableEmbed(db, viewer, opts.id);
  const { input } = opts;
  if (input.events) await checkEmbedEvents(db, viewer, input.events);
  const set = columns(input);
  if (input.name !== undefined) set.name = input.name;
  if (input.url !== undefined) set.url = input.url;
  if (input.type !== undefined) set.type = input.type;
  return db.transaction(async (tx) => {
    const before: AuditValues = { ...current };
    if (input.events)
      before.events = (await tx.select({ id: eventEmbeds.eventId }).from(eventEmbeds).where(eq(eventEmbeds.embedId, current.id)))
        .map((r) => r.id)
        .sort(byNumber);
    const [changed] = Object.keys(set).length
      ? await tx.update(embeds).set(set).where(eq(embeds.id, current.id)).returning()
      : [current];
    if (input.events) await attach(tx, current.id, input.events);
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'embeds',
      entityId: current.id,
      label: changed!.name,
      before,
      after: { ...changed, ...eventsOf(input) },
    });
    return serializeEmbed(changed!);
  });
}

/** Deletes an embed; its attachments go with it (cascade). The same rights as changing it. */
export async function deleteEmbed(
  db: Db,
  opts: { viewer: ViewerWithRights | null; id: number },
): Promise<{ id: number; name: string }> {
  const viewer = authorized(opts.viewer, 'embeds.write');
  const current = await editableEmbed(db, viewer, opts.id);
  await db.transaction(async (tx) => {
    await tx.delete(embeds).where(eq(embeds.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'embeds',
      entityId: current.id,
      label: current.name,
      before: current,
    });
  });
  return { id: current.id, name: current.name };
}

async function editableEmbed(db: Db, viewer: ViewerWithRights, id: number): Promise<EmbedRow> {
  const [row] = await db
    .select()
    .from(embeds)
    .where(and(eq(embeds.id, id), embedVisibleTo(db, viewer, 'preview')));
  if (!row) throw notFound('Embed');
  if (reachesEveryRecord(viewer)) return row;
  const attachedTo = await db
    .select({ exhibitorId: events.exhibitorId })
    .from(eventEmbeds)
    .innerJoin(events, eq(events.id, eventEmbeds.eventId))
    .where(eq(eventEmbeds.embedId, row.id));
  if (!attachedTo.length || attachedTo.some((event) => !canEditEvent(viewer, event, viewer.editableExhibitorIds)))
    throw new AppError('Embed.forbidden.edit');
  return row;
}

const byNumber = (a: number, b: number) => a - b;

/** The events an input attaches the embed to, as the audit log compares them. */
function eventsOf(input: EmbedUpdateInput): AuditValues {
  return input.events ? { events: [...new Set(input.events)].sort(byNumber) } : {};
}

/** The plain columns an input sets besides name, url and type. */
function columns(input: EmbedUpdateInput) {
  const set: Partial<typeof embeds.$inferInsert> = {};
  if (input.order !== undefined) set.order = input.order;
  if (input.recording !== undefined) set.recording = input.recording;
  if (input.published_at !== undefined) set.published_at = input.published_at === null ? null : new Date(input.published_at);
  return set;
}

/** Replaces the events an embed is attached to; two saves at once both delete then insert, so inserts skip rows already there. */
async function attach(tx: Tx, embedId: number, eventIds: readonly number[]) {
  await tx.delete(eventEmbeds).where(eq(eventEmbeds.embedId, embedId));
  const rows = [...new Set(eventIds)].map((eventId) => ({ eventId, embedId }));
  if (rows.length) await tx.insert(eventEmbeds).values(rows).onConflictDoNothing();
}
