/**
 * Test factories: each call inserts a fresh row with unique values and returns it, so no test
 * depends on seed data or on another test's rows. Pass overrides for what the test is about.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { DEMO_SUPPLIER } from '../db/demo/facts';
import { currentEditionId } from '../core/editions/current-edition';
import { englishEventSlug } from '../core/events/event-slug';
import { englishSlugOf } from '../core/exhibitors/save-exhibitor';

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;

export const PUBLISHED = new Date('2021-09-01T08:00:00Z');

/** A user's values; `hasTicket` gives them a ticket for the current edition (decision 146). */
export type UserValues = Partial<typeof s.users.$inferInsert> & { hasTicket?: boolean };

export async function createUser(db: Db, values: UserValues = {}) {
  const u = unique();
  const { hasTicket = false, ...columns } = values;
  const [row] = await db
    .insert(s.users)
    .values({ username: `user${u}`, email: `user${u}@example.test`, confirmed: true, roleId: s.ROLE.registred, ...columns })
    .returning();
  if (hasTicket) await db.insert(s.editionTicketHolders).values({ userId: row!.id });
  return { ...row!, hasTicket };
}

export const createAdmin = (db: Db, values: UserValues = {}) => createUser(db, { roleId: s.ROLE.admin, ...values });
export const createOrganizer = (db: Db, values: UserValues = {}) => createUser(db, { roleId: s.ROLE.organizer, ...values });

export async function createFile(db: Db, values: Partial<typeof s.files.$inferInsert> = {}) {
  const hash = `f${unique()}`;
  const [row] = await db
    .insert(s.files)
    .values({
      name: `${hash}.jpg`,
      hash,
      ext: '.jpg',
      mime: 'image/jpeg',
      size: 12,
      width: 800,
      height: 600,
      url: `/uploads/${hash}.jpg`,
      formats: { thumbnail: { url: `/uploads/thumbnail_${hash}.jpg`, width: 208, height: 156, size: 4, mime: 'image/jpeg' } },
      ...values,
    })
    .returning();
  return row!;
}

export async function createLocation(db: Db, values: Partial<typeof s.locations.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.locations)
    .values({ name: `Location ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function createHall(db: Db, values: Partial<typeof s.halls.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.halls)
    .values({ name: `Hall ${unique()}`, ...values })
    .returning();
  return row!;
}

/** An exhibitor; `editors` are user ids put in its users_can_edit. */
export async function createExhibitor(db: Db, values: Partial<typeof s.exhibitors.$inferInsert> & { editors?: number[] } = {}) {
  const { editors = [], ...rest } = values;
  const u = unique();
  const [row] = await db
    .insert(s.exhibitors)
    .values({ name: `Exhibitor ${u}`, slug: `exhibitor-${u}`, slug_en: englishSlugOf(rest.name_en), ispublic: true, ...rest })
    .returning();
  if (editors.length) await db.insert(s.exhibitorEditors).values(editors.map((userId) => ({ exhibitorId: row!.id, userId })));
  return row!;
}

/** A speaker, published unless `published_at: null`; `editors` are user ids in its users_can_edit. */
export async function createSpeaker(db: Db, values: Partial<typeof s.speakers.$inferInsert> & { editors?: number[] } = {}) {
  const { editors = [], ...rest } = values;
  const [row] = await db
    .insert(s.speakers)
    .values({ name: `Speaker ${unique()}`, published_at: PUBLISHED, ...rest })
    .returning();
  if (editors.length) await db.insert(s.speakerEditors).values(editors.map((userId) => ({ speakerId: row!.id, userId })));
  return row!;
}

export async function createEmbed(db: Db, values: Partial<typeof s.embeds.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.embeds)
    .values({ name: `Embed ${unique()}`, url: `code${unique()}`, published_at: PUBLISHED, ...values })
    .returning();
  return row!;
}

export async function createPatron(db: Db, values: Partial<typeof s.patrons.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.patrons)
    .values({ name: `Patron ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function createPartner(db: Db, values: Partial<typeof s.partners.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.partners)
    .values({ name: `Partner ${unique()}`, group: 'main', ...values })
    .returning();
  return row!;
}

/** Sets an edition's patrons order (decision 172), the current edition's unless named. */
export async function setPatronsOrder(db: Db, order: string, editionId?: number) {
  await db
    .update(s.editions)
    .set({ patrons_order: order })
    .where(editionId === undefined ? eq(s.editions.state, 'current') : eq(s.editions.id, editionId));
}

/** The current edition's patrons order as stored. */
export async function currentPatronsOrder(db: Db): Promise<string> {
  const [row] = await db.select({ order: s.editions.patrons_order }).from(s.editions).where(eq(s.editions.state, 'current'));
  return row!.order;
}

type EventValues = Partial<typeof s.events.$inferInsert> & {
  speakers?: number[];
  embeds?: number[];
  files?: number[];
  /** User ids joined to the event, in this order. */
  users?: number[];
};

/**
 * A programme clock (CLOCK_START) a week before the factories' events, for tests that sign up:
 * seminars take sign-ups only until they start (decision 071).
 */
export const BEFORE_EVENTS = '2021-10-04T09:00:00+02:00';

/** A published accompanying event on 11 October 2021, 09:00-10:00 Prague time, unless overridden. */
export async function createEvent(db: Db, values: EventValues = {}) {
  const { speakers = [], embeds = [], files = [], users = [], ...rest } = values;
  const u = unique();
  const [row] = await db
    .insert(s.events)
    .values({
      name: `Event ${u}`,
      slug: `event-${u}`,
      start: new Date('2021-10-11T07:00:00Z'),
      end: new Date('2021-10-11T08:00:00Z'),
      eventtypeId: s.EVENT_TYPE.accompanying,
      published_at: PUBLISHED,
      slug_en: englishEventSlug(rest.name_en),
      ...rest,
    })
    .returning();
  const eventId = row!.id;
  if (speakers.length) await db.insert(s.eventSpeakers).values(speakers.map((speakerId) => ({ eventId, speakerId })));
  if (embeds.length) await db.insert(s.eventEmbeds).values(embeds.map((embedId) => ({ eventId, embedId })));
  if (files.length) await db.insert(s.eventFiles).values(files.map((fileId) => ({ eventId, fileId })));
  for (const userId of users) await db.insert(s.eventJoins).values({ eventId, userId });
  return row!;
}

/** An archived edition of `year` (2019 unless given), its week in the middle of October. */
export async function createEdition(db: Db, values: Partial<typeof s.editions.$inferInsert> & { year?: number } = {}) {
  const year = values.year ?? 2019;
  const [row] = await db
    .insert(s.editions)
    .values({
      year,
      name: `Týden inovací ${year}`,
      name_en: `Innovation Week ${year}`,
      mainDay: `${year}-10-10`,
      programmeStart: `${year}-10-07`,
      programmeEnd: `${year}-10-13`,
      state: 'archived',
      ...values,
    })
    .returning();
  return row!;
}

/** A page with its own localization group unless one is given. */
export async function createPage(db: Db, values: Partial<typeof s.pages.$inferInsert> = {}) {
  const u = unique();
  const [row] = await db
    .insert(s.pages)
    .values({
      name: `Page ${u}`,
      slug: `page-${u}`,
      localizationGroup: randomInt(1, 2 ** 31 - 1),
      published_at: PUBLISHED,
      ...values,
    })
    .returning();
  return row!;
}

export async function createMenuPage(db: Db, values: Partial<typeof s.menuPages.$inferInsert> = {}) {
  const [row] = await db.insert(s.menuPages).values(values).returning();
  return row!;
}

/** A promo code with a unique code, 50 % unless told. */
export async function createPromoCode(db: Db, values: Partial<typeof s.promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.promoCodes)
    .values({ code: `CODE${unique()}`.toUpperCase(), discount: 50, ...values })
    .returning();
  return row!;
}

/**
 * A stored ticket order (one standard ticket, awaiting payment) written directly, outside the
 * invoice series: its number and variable symbol are unique but never ones the series issues.
 */
export async function createTicketOrder(db: Db, values: Partial<typeof s.ticketOrders.$inferInsert> = {}) {
  const u = unique();
  const [row] = await db
    .insert(s.ticketOrders)
    .values({
      publicId: `F-${u}`,
      number: `F-${u}`,
      variableSymbol: `9${String(randomInt(0, 999_999_999)).padStart(9, '0')}`,
      type: 1,
      amount: 1,
      listUnitPrice: 10_900,
      unitPrice: 10_900,
      totalWithoutVat: 10_900,
      vatRate: 21,
      vat: 2_289,
      totalWithVat: 13_189,
      name: 'Jana Nováková',
      email: `buyer${u}@example.test`,
      phone: '+420 601 234 567',
      supplier: { name: '', street: '', city: '', zip: '', country: '', regnumber: '', vatNumber: '', bankAccount: '', iban: '' },
      eventName: 'Týden inovací ČR 2021',
      eventNameEn: 'Innovation Week Czech Republic 2021',
      issuedOn: '2021-10-01',
      dueDate: '2021-10-15',
      // A cancelled order carries its cancellation time (ticket_orders_cancelled_ck).
      ...(values.status === 'cancelled' ? { cancelledAt: new Date('2021-10-05T10:00:00Z') } : {}),
      ...values,
    })
    .returning();
  return row!;
}

/** A tax document or credit note of an order (decision 078); a credit note names the invoice it credits. */
export async function createOrderDocument(
  db: Db,
  values: Partial<typeof s.ticketOrderDocuments.$inferInsert> & { orderId: number },
) {
  const u = unique();
  const [row] = await db
    .insert(s.ticketOrderDocuments)
    .values({
      kind: 'invoice',
      number: `${values.kind === 'creditNote' ? 'D' : 'F'}-${u}`,
      issuedOn: '2021-10-05',
      taxableOn: '2021-10-05',
      ...(values.kind === 'creditNote' ? { reason: 'cancelled' as const } : { paidOn: '2021-10-05' }),
      ...values,
    })
    .returning();
  return row!;
}

/** The current edition's ticket settings with the demo's supplier (a bank account, so orders get their PDFs). */
export async function useDemoSupplier(db: Db): Promise<void> {
  await db
    .update(s.ticketSettings)
    .set({ ...DEMO_SUPPLIER })
    .where(eq(s.ticketSettings.editionId, currentEditionId));
}
