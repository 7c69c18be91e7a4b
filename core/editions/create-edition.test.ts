/**
 * A new edition from the previous one, and the switch of the current edition (decision 165):
 * what is copied and what never is, the refusals, and that one edition stays current when two
 * Admins switch at once (PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accessCodes,
  auditLog,
  editions,
  editionTicketHolders,
  events,
  eventJoins,
  eventSpeakers,
  partners,
  promoCodes,
  ROLE,
  ticketOrders,
  ticketSettings,
  ticketWaitlist,
  userStars,
} from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { viewerOf } from '../../tests/auth';
import {
  createAdmin,
  createEvent,
  createPartner,
  createPatron,
  createPromoCode,
  createSpeaker,
  createTicketOrder,
  createUser,
  setPatronsOrder,
} from '../../tests/factories';
import { AppError } from '../errors/app-error';
import { createEdition } from './create-edition';
import { makeEditionCurrent } from './make-edition-current';
import { moveDays } from './move-days';
import { updateEdition } from './update-edition';

let database: Database;
let admin: { id: number; roleId: number; username: string };
beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAdmin(database.db);
});
afterAll(() => database.close());

const days = (year: number, mainDay: string) => ({
  year,
  name: `Týden inovací ${year}`,
  name_en: `Innovation Week ${year}`,
  mainDay,
  programmeStart: `${year}-10-01`,
  programmeEnd: `${year}-10-28`,
});
const idOf = async (year: number) => (await database.db.select().from(editions).where(eq(editions.year, year)))[0]!;
const currentYear = async () =>
  (await database.db.select({ year: editions.year }).from(editions).where(eq(editions.state, 'current'))).map((e) => e.year);
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
};

describe('moveDays', () => {
  test('keeps the wall-clock time in Prague across a change of summer time', () => {
    // 09:00 in Prague on Monday 11 October 2021 (CEST), three weeks later 09:00 CET.
    expect(moveDays(new Date('2021-10-11T07:00:00Z'), 21)).toEqual(new Date('2021-11-01T08:00:00Z'));
    expect(moveDays(new Date('2021-10-11T07:00:00Z'), 364)).toEqual(new Date('2022-10-10T07:00:00Z'));
  });
});

describe('createEdition', () => {
  test('copies the ticket terms with the sales window moved, the periods and the programme as drafts; never orders, sign-ups, stars or codes', async () => {
    const db = database.db;
    const y2021 = await idOf(2021);
    await db.insert(ticketSettings).values({ editionId: y2021.id }).onConflictDoNothing();
    await db
      .update(ticketSettings)
      .set({
        quota: 300,
        vatRate: 12,
        supplierName: 'Asociace inovačního podnikání',
        salesStart: new Date('2021-09-01T08:00:00Z'),
        salesEnd: new Date('2021-10-10T20:00:00Z'),
      })
      .where(eq(ticketSettings.editionId, y2021.id));
    await db.update(editions).set({ retentionSignups: 9 }).where(eq(editions.id, y2021.id));
    const member = await createUser(db, { roleId: ROLE.confirmed, hasTicket: true });
    const speaker = await createSpeaker(db);
    const seminar = await createEvent(db, {
      start: new Date('2021-10-11T07:00:00Z'),
      end: new Date('2021-10-11T08:00:00Z'),
      speakers: [speaker.id],
      users: [member.id],
      max_users: 20,
    });
    await db
      .update(events)
      .set({ users_present: String(member.id) })
      .where(eq(events.id, seminar.id));
    await db.insert(userStars).values({ userId: member.id, eventId: seminar.id });
    await createPromoCode(db, { code: 'INNO2021' });
    await createTicketOrder(db);
    await db.insert(accessCodes).values({ label: '2021', codeHash: 'h2021', seminars: true });
    await db.insert(ticketWaitlist).values({ email: 'fronta@example.test', amount: 1, consentedAt: new Date() });
    const before = await db.select().from(events).where(eq(events.editionId, y2021.id));
    const [first, second] = [await createPatron(db), await createPatron(db)];
    await setPatronsOrder(db, `${second.id},${first.id}`);
    const logos = [
      await createPartner(db, { name: 'Hlavní partner', group: 'main', link: 'https://hlavni.example', position: 2 }),
      await createPartner(db, { name: 'Mediální partner', group: 'media' }),
    ];

    const { edition, copied } = await createEdition(db, {
      viewer: admin,
      input: { ...days(2022, '2022-10-10'), copyProgramme: true },
    });
    expect(edition).toMatchObject({
      year: 2022,
      state: 'draft',
      mainDay: '2022-10-10',
      retentionSignups: 9,
      retentionOutboxBodies: 3,
    });
    expect(copied).toEqual({ ticketSettings: true, events: 1, partners: 2 });
    // The patrons order and the partners (decision 172): 2022's own copies, 2021's rows kept.
    expect((await idOf(2022)).patrons_order).toBe(`${second.id},${first.id}`);
    const logosOf = async (editionId: number) =>
      (await db.select().from(partners).where(eq(partners.editionId, editionId)).orderBy(partners.id)).map(
        ({ id: _, editionId: __, ...logo }) => logo,
      );
    expect(await logosOf(edition.id)).toEqual(logos.map(({ id: _, editionId: __, ...logo }) => logo));
    expect(await db.$count(partners, eq(partners.editionId, y2021.id))).toBe(2);

    const [settings] = await db.select().from(ticketSettings).where(eq(ticketSettings.editionId, edition.id));
    expect(settings).toMatchObject({
      quota: 300,
      vatRate: 12,
      supplierName: 'Asociace inovačního podnikání',
      // 364 days later, the same weekday and time in Prague.
      salesStart: new Date('2022-08-31T08:00:00Z'),
      salesEnd: new Date('2022-10-09T20:00:00Z'),
    });
    const [copy] = await db.select().from(events).where(eq(events.editionId, edition.id));
    expect(copy).toMatchObject({
      name: seminar.name,
      published_at: null,
      users_present: '',
      max_users: 20,
      start: new Date('2022-10-10T07:00:00Z'),
      end: new Date('2022-10-10T08:00:00Z'),
    });
    expect(
      await db.select({ s: eventSpeakers.speakerId }).from(eventSpeakers).where(eq(eventSpeakers.eventId, copy!.id)),
    ).toEqual([{ s: speaker.id }]);
    const in2022 = (
      table: typeof promoCodes | typeof ticketOrders | typeof accessCodes | typeof ticketWaitlist | typeof editionTicketHolders,
    ) => db.$count(table, eq(table.editionId, edition.id));
    for (const table of [promoCodes, ticketOrders, accessCodes, ticketWaitlist, editionTicketHolders])
      expect(await in2022(table)).toBe(0);
    expect(await db.$count(eventJoins, eq(eventJoins.eventId, copy!.id))).toBe(0);
    expect(await db.$count(userStars, eq(userStars.eventId, copy!.id))).toBe(0);
    // 2021 as it was.
    expect(await db.select().from(events).where(eq(events.editionId, y2021.id))).toEqual(before);
    expect(await db.$count(eventJoins, eq(eventJoins.eventId, seminar.id))).toBe(1);
    expect(await currentYear()).toEqual([2021]);
    expect(await db.$count(auditLog, and(eq(auditLog.entity, 'editions'), eq(auditLog.entityId, edition.id)))).toBe(1);
  });

  test('without copyProgramme no event is copied; the newest earlier edition is the previous one', async () => {
    const { edition, copied } = await createEdition(database.db, { viewer: admin, input: days(2024, '2024-10-14') });
    expect(copied.events).toBe(0);
    expect(await database.db.$count(events, eq(events.editionId, edition.id))).toBe(0);
    // From 2022 (the newest before 2024), not 2021: its quota and supplier came through 2022.
    const [settings] = await database.db.select().from(ticketSettings).where(eq(ticketSettings.editionId, edition.id));
    expect(settings!.salesStart).toEqual(new Date('2024-09-04T08:00:00Z'));
  });

  test('refuses a year taken, a main day outside the programme, no earlier edition, and anyone but an Admin', async () => {
    const db = database.db;
    expect(await refusal(createEdition(db, { viewer: admin, input: days(2022, '2022-10-10') }))).toBe('Edition.yearTaken');
    expect(await refusal(createEdition(db, { viewer: admin, input: days(2030, '2030-11-30') }))).toBe('Edition.dates');
    expect(await refusal(createEdition(db, { viewer: admin, input: days(2001, '2001-10-08') }))).toBe('Edition.noPrevious');
    const organizer = viewerOf(ROLE.organizer);
    expect(await refusal(createEdition(db, { viewer: organizer, input: days(2031, '2031-10-13') }))).toBe('Edition.forbidden');
    expect(await refusal(createEdition(db, { viewer: null, input: days(2031, '2031-10-13') }))).toBe('Request.unauthorized');
    expect(await db.$count(editions, eq(editions.year, 2031))).toBe(0);
  });
});

describe('updateEdition', () => {
  test('changes names, days and periods; checks the days on the result', async () => {
    const saved = await updateEdition(database.db, {
      viewer: admin,
      year: 2022,
      input: { name_en: 'Czech Innovation Week 2022', retentionAttendance: 24 },
    });
    expect(saved).toMatchObject({ name_en: 'Czech Innovation Week 2022', retentionAttendance: 24, mainDay: '2022-10-10' });
    expect(await refusal(updateEdition(database.db, { viewer: admin, year: 2022, input: { programmeEnd: '2022-10-09' } }))).toBe(
      'Edition.dates',
    );
    expect(await refusal(updateEdition(database.db, { viewer: admin, year: 1999, input: {} }))).toBe('Edition.notFound');
  });
});

describe('makeEditionCurrent', () => {
  test('archives the current edition and makes the new one current in one step; current_edition_id() follows', async () => {
    const db = database.db;
    const made = await makeEditionCurrent(db, { viewer: admin, year: 2022 });
    expect(made.state).toBe('current');
    expect(await currentYear()).toEqual([2022]);
    expect((await idOf(2021)).state).toBe('archived');
    const [named] = await db
      .select({ id: sql<number>`current_edition_id()` })
      .from(editions)
      .limit(1);
    expect(named!.id).toBe(made.id);
    // Again: nothing changes.
    expect((await makeEditionCurrent(db, { viewer: admin, year: 2022 })).state).toBe('current');
    expect(await refusal(makeEditionCurrent(db, { viewer: viewerOf(ROLE.organizer), year: 2021 }))).toBe('Edition.forbidden');
  });

  test('two switches at once leave exactly one current edition, the one that ran last', async () => {
    const results = await Promise.allSettled([
      makeEditionCurrent(database.db, { viewer: admin, year: 2021 }),
      makeEditionCurrent(database.db, { viewer: admin, year: 2024 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const current = await currentYear();
    expect(current).toHaveLength(1);
    expect([2021, 2024]).toContain(current[0]);
    expect(await database.db.$count(editions, eq(editions.state, 'current'))).toBe(1);
    await makeEditionCurrent(database.db, { viewer: admin, year: 2021 });
    expect(await currentYear()).toEqual([2021]);
  });
});
