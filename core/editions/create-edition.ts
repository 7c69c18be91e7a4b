import { desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { editions, eventSpeakers, events, partners, ticketSettings } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { authorized } from '../authorization/authorize';
import { AppError } from '../errors/app-error';
import { presentEdition, type ApiEdition, type CreateEditionInput } from './edition-input';
import { daysBetween, moveDays } from './move-days';

type Writer = Viewer & { username?: string };

/** What `createEdition` copied, for the screen's toast and the audit entry. */
export type EditionCopy = { ticketSettings: boolean; events: number; partners: number };

/**
 * A new edition made from the previous one (issue 34 item 4, decision 165): the newest edition of
 * an earlier year. It starts as a draft. Copied: the previous edition's retention periods (unless
 * sent), its ticket settings (the supplier, VAT, quota, terms) with the sales window moved by the
 * days between the two main days, its patrons order and partner logos (decision 172), and on
 * request its programme as unpublished drafts moved the same way with their speakers. Never
 * copied: orders, tickets, sign-ups, stars, attendance, promo codes, access codes, the ticket
 * waiting list and who has a ticket, which are each edition's own. Halls, speakers, exhibitors, patrons, pages and the menu are shared (decision
 * 146), so there is nothing of theirs to copy.
 */
export async function createEdition(
  db: Db,
  opts: { viewer: Writer | null; input: CreateEditionInput & { copyProgramme?: boolean } },
): Promise<{ edition: ApiEdition; copied: EditionCopy }> {
  const viewer = authorized(opts.viewer, 'editions.manage');
  const { copyProgramme = false, year, ...fields } = opts.input;
  if (!(fields.programmeStart <= fields.mainDay && fields.mainDay <= fields.programmeEnd))
    throw new AppError('Edition.dates', { field: 'mainDay' });
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.year, year));
      if (taken) throw new AppError('Edition.yearTaken', { field: 'year' });
      const [previous] = await tx.select().from(editions).where(lt(editions.year, year)).orderBy(desc(editions.year)).limit(1);
      if (!previous) throw new AppError('Edition.noPrevious', { field: 'year' });
      const [row] = await tx
        .insert(editions)
        .values({
          year,
          state: 'draft',
          retentionSignups: previous.retentionSignups,
          retentionAttendance: previous.retentionAttendance,
          retentionQuickSignupAccounts: previous.retentionQuickSignupAccounts,
          retentionOutboxBodies: previous.retentionOutboxBodies,
          ...definedOnly(fields),
        } as typeof editions.$inferInsert)
        .returning();
      const edition = row!;
      const shift = daysBetween(previous.mainDay, edition.mainDay);
      const copied: EditionCopy = {
        ticketSettings: await copyTicketSettings(tx, previous.id, edition.id, shift),
        events: copyProgramme ? await copyEvents(tx, previous.id, edition.id, shift) : 0,
        partners: await copyPatronsAndPartners(tx, previous.id, edition.id),
      };
      await recordAudit(tx, {
        actor: viewer,
        action: 'create',
        entity: 'editions',
        entityId: edition.id,
        label: `${edition.year}`,
        after: { ...edition, copiedFrom: previous.year, copiedEvents: copied.events },
      });
      return { edition: presentEdition(edition), copied };
    });
  } catch (err) {
    // Two Admins creating the same year at once: the unique index decides.
    if (
      String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message).includes('editions_year_unique')
    )
      throw new AppError('Edition.yearTaken', { field: 'year' });
    throw err;
  }
}

const definedOnly = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The previous edition's ticket settings for the new one: no sales of its own yet, the window moved. */
async function copyTicketSettings(tx: Tx, fromId: number, toId: number, shift: number): Promise<boolean> {
  const [from] = await tx.select().from(ticketSettings).where(eq(ticketSettings.editionId, fromId));
  if (!from) return false;
  const { editionId: _from, updated_at: _at, salesStart, salesEnd, ...terms } = from;
  await tx.insert(ticketSettings).values({
    ...terms,
    editionId: toId,
    salesStart: salesStart && moveDays(salesStart, shift),
    salesEnd: salesEnd && moveDays(salesEnd, shift),
  });
  return true;
}

/**
 * An edition's patrons order and partner logos for another one (decision 172): the order as it
 * is, each partner row copied (same name, link, logo, group and position). Answers how many
 * partners were copied. The demo's current edition is made with it too.
 */
export async function copyPatronsAndPartners(tx: Tx, fromId: number, toId: number): Promise<number> {
  const [from] = await tx.select({ order: editions.patrons_order }).from(editions).where(eq(editions.id, fromId));
  await tx
    .update(editions)
    .set({ patrons_order: from?.order ?? '' })
    .where(eq(editions.id, toId));
  const source = await tx.select().from(partners).where(eq(partners.editionId, fromId)).orderBy(partners.id);
  if (source.length)
    await tx.insert(partners).values(source.map(({ id: _id, editionId: _edition, ...rest }) => ({ ...rest, editionId: toId })));
  return source.length;
}

/**
 * The previous programme as drafts: each event unpublished, at its wall-clock time `shift` days
 * later, with its speakers; nobody signed up, starred or present, no reconfirmation asked, no
 * recordings or files (they were that year's).
 */
async function copyEvents(tx: Tx, fromId: number, toId: number, shift: number): Promise<number> {
  const source = await tx.select().from(events).where(eq(events.editionId, fromId)).orderBy(events.start, events.id);
  if (!source.length) return 0;
  const speakers = await tx
    .select()
    .from(eventSpeakers)
    .where(
      inArray(
        eventSpeakers.eventId,
        source.map((e) => e.id),
      ),
    );
  for (const event of source) {
    const {
      id,
      editionId: _edition,
      search_text: _search,
      created_at: _created,
      updated_at: _updated,
      users_present: _present,
      reconfirm_asked_at: _asked,
      published_at: _published,
      ...rest
    } = event;
    const [copy] = await tx
      .insert(events)
      .values({
        ...rest,
        editionId: toId,
        start: moveDays(event.start, shift),
        end: moveDays(event.end, shift),
        published_at: null,
      })
      .returning({ id: events.id });
    const own = speakers.filter((s) => s.eventId === id).map((s) => ({ eventId: copy!.id, speakerId: s.speakerId }));
    if (own.length) await tx.insert(eventSpeakers).values(own);
  }
  return source.length;
}
