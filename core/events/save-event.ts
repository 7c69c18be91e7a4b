import { and, eq, inArray } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { eventEmbeds, eventFiles, eventJoins, events, eventSpeakers } from '../../db/schema';
import { canEditExhibitor, type ViewerWithRights } from '../accounts/policy';
import { stampMarks } from '../attendance/attendance-marks';
import { formatPresentIds, parsePresentIds } from '../attendance/present-ids';
import { recordAudit, type AuditValues } from '../audit/record-audit';
import { AppError, invalidInput, notFound } from '../errors/app-error';
import { sanitizeRichText, type RichTextSite } from '../rich-text/sanitize-rich-text';
import { sentOnly } from '../validation/sent-only';
import { checkEventReferences } from './check-event-references';
import { czechEventSlug, englishEventSlug } from './event-slug';
import type { EventInput, EventUpdateInput } from './event-input';
import { eventProblems } from './event-rules';
import { eventVisibleTo } from './event-visibility';
import { cancelSignups } from '../signups/cancel-signups';
import { fillFreeSeats, lockEvent, seatsTaken } from '../signups/seats';
import type { ProgrammeClock } from '../programme/programme-clock';
import { noteSessionChange } from '../notices/note-session-change';
import { hallDelayOf, lateNoticeMinutes, tellsChanges, toldSession } from '../notices/told-session';
import type { SignupMail } from '../signups/signup-mail';
import { authorized } from '../authorization/authorize';
import type { EditionRef } from '../editions/current-edition';
import { assertEditionEditable } from '../editions/edited-edition';

type EventRow = typeof events.$inferSelect;

/**
 * Creates an event. Admins create any; an Organizer only for an exhibitor they edit (so an
 * Organizer's event always has one). The type's required fields, the time range and every
 * referenced id are checked before anything is written; rich text is sanitized here. It goes to
 * the current edition unless another is named (the edition an Admin edits; an archived one is
 * 409 `Edition.archived`, decision 178).
 */
export async function createEvent(
  db: Db,
  opts: { viewer: ViewerWithRights | null; input: EventInput; site?: RichTextSite; edition?: EditionRef },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'events.manage');
  const { input } = opts;
  await assertEditionEditable(db, opts.edition ?? 'current');
  if (!canEditExhibitor(viewer, input.exhibitor, viewer.editableExhibitorIds))
    throw new AppError('Event.forbidden.exhibitor', { field: 'exhibitor' });
  assertComplete({ ...input });
  await checkEventReferences(db, input, viewer);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...columns(input, opts.site),
        name: input.name,
        eventtypeId: input.eventtype,
        start: input.start,
        end: input.end,
        slug: czechEventSlug(input.name),
        // The column's default is the current edition (decision 146).
        ...(typeof opts.edition === 'number' ? { editionId: opts.edition } : {}),
      })
      .returning();
    await writeRelations(tx, row!.id, input);
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'events',
      entityId: row!.id,
      label: row!.name,
      after: { ...row, ...linksOf(input) },
    });
    return row!.id;
  });
}

/**
 * Changes the fields an event's editor sends. Someone who may not see the event gets 404 (a
 * draft's existence is not told); someone who sees it but may not edit it, 403; moving it to
 * an exhibitor one does not edit, 403. The result must still be complete. An event of the
 * current edition unless another is named; an archived edition's is 409 (decision 178).
 */
export async function updateEvent(
  db: Db,
  opts: {
    viewer: ViewerWithRights | null;
    id: number;
    input: EventUpdateInput;
    /** For the mails of people a raised max_users seats from the waiting list (decision 023). */
    signupMail: SignupMail;
    /** The programme clock: the queue is served until the start (decision 071). */
    clock: ProgrammeClock;
    site?: RichTextSite;
    edition?: EditionRef;
  },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'events.manage');
  const current = await editableEvent(db, viewer, opts.id, opts.edition);
  const { input } = opts;
  if (input.exhibitor !== undefined && input.exhibitor !== current.exhibitorId) {
    if (!canEditExhibitor(viewer, input.exhibitor, viewer.editableExhibitorIds))
      throw new AppError('Event.forbidden.exhibitor', { field: 'exhibitor' });
  }
  assertComplete({
    eventtype: input.eventtype ?? current.eventtypeId,
    start: input.start ?? current.start,
    end: input.end ?? current.end,
    hall: input.hall === undefined ? current.hallId : input.hall,
    location: input.location === undefined ? current.locationId : input.location,
    exhibitor: input.exhibitor === undefined ? current.exhibitorId : input.exhibitor,
    max_users: input.max_users === undefined ? current.max_users : input.max_users,
  });
  await checkEventReferences(db, input, viewer, current.id);
  const set: PgUpdateSetSource<typeof events> = columns(input, opts.site);
  if (input.name !== undefined) Object.assign(set, { name: input.name, slug: czechEventSlug(input.name) });
  if (input.eventtype !== undefined) set.eventtypeId = input.eventtype;
  if (input.start !== undefined) set.start = input.start;
  if (input.end !== undefined) set.end = input.end;
  if (input.users_present !== undefined) set.users_present = formatPresentIds(input.users_present);
  await db.transaction(async (tx) => {
    if (input.users_present?.length) await assertJoined(tx, current.id, input.users_present);
    if (input.users_present !== undefined) await stampListChanges(tx, current.id, input.users_present);
    const before = { ...current, ...(await storedLinks(tx, current.id, input)) };
    const [row] = Object.keys(set).length
      ? await tx.update(events).set(set).where(eq(events.id, current.id)).returning()
      : [current];
    // Seats are not taken away from people who have them: a capacity below the sign-ups is
    // refused (the UPDATE holds the row lock every sign-up takes first, so the count is final).
    if (typeof input.max_users === 'number' && input.max_users < (current.max_users ?? Infinity)) {
      const taken = await seatsTaken(tx, current.id);
      if (taken > input.max_users)
        throw new AppError('Event.capacityBelowSignups', { field: 'max_users', details: { signedUp: taken } });
    }
    await writeRelations(tx, current.id, input);
    // Taken off the programme, a seminar's sign-ups end with the cancellation mail; published
    // again, it starts empty (decision 061).
    if (current.published_at !== null && row!.published_at === null) await cancelSignups(tx, row!, opts.signupMail);
    // A published session moved in time or to another hall: those signed up (and those who
    // starred it and asked to be told) are told once the edits stop (a pending notice with what
    // they knew before, decisions 121, 135).
    if (current.published_at !== null && tellsChanges(row!) && movedOrRehoused(current, row!)) {
      const told = toldSession(
        current,
        await hallDelayOf(tx, current.hallId),
        await lateNoticeMinutes(tx),
        opts.signupMail.timezone,
      );
      await noteSessionChange(tx, current.id, told);
    }
    // The UPDATE holds the event's row lock, the one every sign-up takes first: seats freed by
    // a raised max_users (or a seminar published again) go to the queue in this transaction.
    if (row !== current) await fillFreeSeats(tx, row!, opts.signupMail, opts.clock());
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'events',
      entityId: current.id,
      label: row!.name,
      before,
      after: { ...row, ...linksOf(input) },
    });
  });
  return current.id;
}

/** Whether an edit changed what people signed up to a session act on: its times or its hall. */
const movedOrRehoused = (a: typeof events.$inferSelect, b: typeof events.$inferSelect) =>
  a.start.getTime() !== b.start.getTime() || a.end.getTime() !== b.end.getTime() || a.hallId !== b.hallId;

/**
 * Deletes an event with its links; the same rights as changing it. Everyone signed up or
 * waiting gets the cancellation mail in the delete's transaction (decision 061).
 */
export async function deleteEvent(
  db: Db,
  opts: {
    viewer: ViewerWithRights | null;
    id: number;
    /** For the cancellation mails of the people signed up. */
    signupMail: SignupMail;
    edition?: EditionRef;
  },
): Promise<{ id: number; name: string; cancelledSignups: number }> {
  const viewer = authorized(opts.viewer, 'events.manage');
  const current = await editableEvent(db, viewer, opts.id, opts.edition);
  const cancelled = await db.transaction(async (tx) => {
    // The row lock every sign-up takes first: nobody joins between the mails and the delete.
    const locked = await lockEvent(tx, current.id);
    if (!locked) throw notFound('Event');
    const cancelled = await cancelSignups(tx, locked, opts.signupMail);
    await tx.delete(events).where(eq(events.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'events',
      entityId: current.id,
      label: current.name,
      before: current,
    });
    return cancelled;
  });
  return { id: current.id, name: current.name, cancelledSignups: cancelled };
}

async function editableEvent(db: Db, viewer: ViewerWithRights, id: number, edition: EditionRef = 'current'): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eventVisibleTo(viewer, 'preview', edition)));
  if (!row) throw notFound('Event');
  authorized(viewer, 'events.edit', row);
  // The current edition is never archived; another one is, once it is over.
  if (edition !== 'current') await assertEditionEditable(db, edition);
  return row;
}

/**
 * A whole users_present list is a mark, made now, of every attendee whose presence it changes
 * (decision 025): read under the event's row lock, so a check-in phone's older mark sent later
 * does not undo it.
 */
async function stampListChanges(tx: Tx, eventId: number, next: readonly number[]): Promise<void> {
  const [locked] = await tx
    .select({ users_present: events.users_present })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  const before = new Set(parsePresentIds(locked?.users_present ?? ''));
  const after = new Set(next);
  const changed = [...before, ...after].filter((id) => before.has(id) !== after.has(id));
  await stampMarks(tx, eventId, changed, new Date());
}

/** users_present lists only users who joined the event. */
async function assertJoined(tx: Tx, eventId: number, userIds: number[]) {
  const rows = await tx
    .select({ id: eventJoins.userId })
    .from(eventJoins)
    .where(and(eq(eventJoins.eventId, eventId), inArray(eventJoins.userId, userIds)));
  const joined = new Set(rows.map((r) => r.id));
  const strangers = userIds.filter((id) => !joined.has(id));
  if (strangers.length)
    throw new AppError('Attendance.notJoined', { field: 'users_present', params: { ids: strangers.join(', ') } });
}

function assertComplete(event: Parameters<typeof eventProblems>[0]) {
  const problems = eventProblems(event);
  if (Object.keys(problems).length) throw invalidInput(problems);
}

/**
 * The columns an input sets: every field stored as sent by its own name (a new plain field needs
 * no line here), relations by id, rich text sanitized, the English slug from the English name,
 * speakers_order from the speakers' order. The Czech name with its slug, the type, the times
 * and the attendance list are the callers'; the links go to their join tables.
 */
function columns(input: EventUpdateInput, site: RichTextSite | undefined) {
  const { name: _name, eventtype: _type, start: _start, end: _end, users_present: _present, ...fields } = input;
  const { embeds: _embeds, files: _files, ...notLinks } = fields;
  const { speakers, location, hall, exhibitor, image, name_en, published_at, description, description_en, ...asSent } = notLinks;
  const set: Partial<typeof events.$inferInsert> = sentOnly(asSent);
  if (name_en !== undefined) Object.assign(set, { name_en, slug_en: englishEventSlug(name_en) });
  if (location !== undefined) set.locationId = location;
  if (hall !== undefined) set.hallId = hall;
  if (exhibitor !== undefined) set.exhibitorId = exhibitor;
  if (image !== undefined) set.imageId = image;
  if (description !== undefined) set.description = description === null ? null : sanitizeRichText(description, site);
  if (description_en !== undefined) set.description_en = description_en === null ? null : sanitizeRichText(description_en, site);
  if (published_at !== undefined) set.published_at = published_at === null ? null : new Date(published_at);
  if (speakers !== undefined) set.speakers_order = [...new Set(speakers)].join(',');
  return set;
}

const byNumber = (a: number, b: number) => a - b;

/** The links an input names, as the audit log compares them (ids in order; speakers' order is speakers_order). */
function linksOf(input: EventUpdateInput): AuditValues {
  const links: AuditValues = {};
  for (const field of ['speakers', 'embeds', 'files'] as const)
    if (input[field]) links[field] = [...new Set(input[field])].sort(byNumber);
  return links;
}

/** The links the input is about to replace, as stored before the write. */
async function storedLinks(tx: Tx, eventId: number, input: EventUpdateInput): Promise<AuditValues> {
  const links: AuditValues = {};
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort(byNumber);
  if (input.speakers)
    links.speakers = ids(
      await tx.select({ id: eventSpeakers.speakerId }).from(eventSpeakers).where(eq(eventSpeakers.eventId, eventId)),
    );
  if (input.embeds)
    links.embeds = ids(await tx.select({ id: eventEmbeds.embedId }).from(eventEmbeds).where(eq(eventEmbeds.eventId, eventId)));
  if (input.files)
    links.files = ids(await tx.select({ id: eventFiles.fileId }).from(eventFiles).where(eq(eventFiles.eventId, eventId)));
  return links;
}

/** Replaces the links the input names; two saves at once both delete then insert, so inserts skip rows already there. */
async function writeRelations(tx: Tx, eventId: number, input: EventUpdateInput) {
  const unique = (ids: number[]) => [...new Set(ids)];
  if (input.speakers)
    await replaceLinks(
      tx,
      eventSpeakers,
      eventId,
      unique(input.speakers).map((speakerId) => ({ eventId, speakerId })),
    );
  if (input.embeds)
    await replaceLinks(
      tx,
      eventEmbeds,
      eventId,
      unique(input.embeds).map((embedId) => ({ eventId, embedId })),
    );
  if (input.files)
    await replaceLinks(
      tx,
      eventFiles,
      eventId,
      unique(input.files).map((fileId) => ({ eventId, fileId })),
    );
}

async function replaceLinks<T extends typeof eventSpeakers | typeof eventEmbeds | typeof eventFiles>(
  tx: Tx,
  table: T,
  eventId: number,
  rows: PgInsertValue<T>[],
) {
  await tx.delete(table).where(eq(table.eventId, eventId));
  if (rows.length) await tx.insert(table).values(rows).onConflictDoNothing();
}
