/**
 * The admin home's queries (decision 086): each answers what needs attention now for this
 * viewer, an Organizer only their exhibitors' things, and null for a card that is not theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bankPayments, EVENT_TYPE, eventWaitlist, mailOutbox, orderPayments, ROLE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createHall, createTicketOrder, createUser } from '../../tests/factories';
import type { ViewerWithRights } from '../accounts/policy';
import { findFailedMail } from './find-failed-mail';
import { findFullSeminars } from './find-full-seminars';
import { findLateHalls } from './find-late-halls';
import { findOrdersAwaitingPayment } from './find-orders-awaiting-payment';
import { findTodaysSessions } from './find-todays-sessions';
import { findUnassignedBankLines } from './find-unassigned-bank-lines';

const TZ = 'Europe/Prague';
const at = (time: string, day = '2021-10-11') => new Date(`${day}T${time}:00+02:00`);
const now = at('10:30');

let database: Database;
let admin: ViewerWithRights;
let organizer: ViewerWithRights;
let member: ViewerWithRights;
const ids: Record<string, number> = {};

const viewer = (id: number, roleId: number, exhibitors: number[] = []): ViewerWithRights => ({
  id,
  roleId,
  hasTicket: false,
  editableExhibitorIds: exhibitors,
  editableSpeakerIds: [],
});

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const ours = await createExhibitor(db);
  const theirs = await createExhibitor(db);
  admin = viewer((await createUser(db, { roleId: ROLE.admin })).id, ROLE.admin);
  organizer = viewer((await createUser(db, { roleId: ROLE.organizer })).id, ROLE.organizer, [ours.id]);
  member = viewer((await createUser(db, { roleId: ROLE.confirmed })).id, ROLE.confirmed);
  const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser(db)));
  const [a, b, c, d, e, f] = people.map((p) => p.id) as [number, number, number, number, number, number];

  const lateHall = await createHall(db, { name: 'Sál Pozdní', delayMinutes: 10, delaySetAt: at('10:00') });
  const theirLateHall = await createHall(db, { name: 'Sál Cizí', delayMinutes: 5, delaySetAt: at('10:10') });
  // Yesterday's delay has expired.
  await createHall(db, { name: 'Sál Včerejší', delayMinutes: 20, delaySetAt: at('15:00', '2021-10-10') });

  const seminar = { eventtypeId: EVENT_TYPE.seminar, max_users: 2 };
  const full = await createEvent(db, {
    ...seminar,
    name: 'Náš plný',
    exhibitorId: ours.id,
    hallId: lateHall.id,
    start: at('11:00'),
    end: at('12:00'),
    users: [a, b],
  });
  const theirFull = await createEvent(db, {
    ...seminar,
    name: 'Jejich plný',
    exhibitorId: theirs.id,
    hallId: theirLateHall.id,
    start: at('13:00'),
    end: at('14:00'),
    users: [c, d],
  });
  // Full but nobody waits; full with a queue but already over; tomorrow's; a draft; over today.
  const fullNoQueue = await createEvent(db, {
    ...seminar,
    name: 'Plný bez fronty',
    exhibitorId: ours.id,
    start: at('15:00'),
    end: at('16:00'),
    users: [e, f],
  });
  const over = await createEvent(db, {
    ...seminar,
    name: 'Ranní',
    exhibitorId: ours.id,
    start: at('08:00'),
    end: at('09:00'),
    users: [a, b],
  });
  await createEvent(db, {
    ...seminar,
    name: 'Zítřejší',
    exhibitorId: ours.id,
    start: at('09:00', '2021-10-12'),
    end: at('10:00', '2021-10-12'),
  });
  await createEvent(db, {
    ...seminar,
    name: 'Koncept',
    exhibitorId: ours.id,
    start: at('16:00'),
    end: at('17:00'),
    published_at: null,
  });
  await db.insert(eventWaitlist).values([
    { eventId: full.id, userId: c },
    { eventId: theirFull.id, userId: a },
    { eventId: theirFull.id, userId: b },
    { eventId: over.id, userId: e },
  ]);
  Object.assign(ids, {
    full: full.id,
    theirFull: theirFull.id,
    fullNoQueue: fullNoQueue.id,
    lateHall: lateHall.id,
    theirLateHall: theirLateHall.id,
  });

  await createTicketOrder(db, { status: 'awaiting', dueDate: '2021-10-20', name: 'Později' });
  const soonest = await createTicketOrder(db, { status: 'awaiting', dueDate: '2021-10-05', name: 'Po splatnosti' });
  await createTicketOrder(db, { status: 'paid', paidAt: at('09:00') });
  ids.soonest = soonest.id;
  const mail = { subject: 'Potvrzení', text: 'x', template: 'confirm-email' };
  const [failed] = await db
    .insert(mailOutbox)
    .values([
      { ...mail, to: 'a@example.test', status: 'failed' },
      { ...mail, to: 'b@example.test', status: 'sent' },
    ])
    .returning();
  ids.failed = failed!.id;
});
afterAll(() => database.close());

describe('the admin home queries', () => {
  it("today's sessions left, at their shown times with seats: all for Admins, an Organizer's exhibitors' only", async () => {
    const forAdmin = await findTodaysSessions(database.db, { viewer: admin, now, timezone: TZ });
    expect(forAdmin!.items.map((s) => s.name)).toEqual(['Náš plný', 'Jejich plný', 'Plný bez fronty']);
    expect(forAdmin!.items[0]).toMatchObject({
      start: at('11:10'),
      end: at('12:10'),
      delayMinutes: 10,
      hall: { name: 'Sál Pozdní' },
      max_users: 2,
      taken: 2,
      waiting: 1,
    });
    const forOrganizer = await findTodaysSessions(database.db, { viewer: organizer, now, timezone: TZ });
    expect(forOrganizer).toMatchObject({ total: 2 });
    expect(forOrganizer!.items.map((s) => s.name)).toEqual(['Náš plný', 'Plný bez fronty']);
    expect(await findTodaysSessions(database.db, { viewer: member, now, timezone: TZ })).toBeNull();
  });

  it('full seminars with people waiting, not over yet', async () => {
    const forAdmin = await findFullSeminars(database.db, { viewer: admin, now });
    expect(forAdmin!.items.map((s) => [s.id, s.taken, s.max_users, s.waiting])).toEqual([
      [ids.full, 2, 2, 1],
      [ids.theirFull, 2, 2, 2],
    ]);
    expect((await findFullSeminars(database.db, { viewer: organizer, now }))!.items.map((s) => s.id)).toEqual([ids.full]);
    expect(await findFullSeminars(database.db, { viewer: member, now })).toBeNull();
  });

  it('halls running late today: all for Admins, for an Organizer those with their sessions still to come', async () => {
    const forAdmin = await findLateHalls(database.db, { viewer: admin, now, timezone: TZ });
    expect(forAdmin!.items.map((h) => [h.id, h.minutes])).toEqual([
      [ids.lateHall, 10],
      [ids.theirLateHall, 5],
    ]);
    const forOrganizer = await findLateHalls(database.db, { viewer: organizer, now, timezone: TZ });
    expect(forOrganizer!.items.map((h) => h.id)).toEqual([ids.lateHall]);
    expect(await findLateHalls(database.db, { viewer: member, now, timezone: TZ })).toBeNull();
  });

  it('orders awaiting payment and failed mail are for Admins only', async () => {
    const orders = await findOrdersAwaitingPayment(database.db, { viewer: admin });
    expect(orders!.total).toBe(2);
    expect(orders!.items[0]).toMatchObject({ id: ids.soonest, dueDate: '2021-10-05' });
    const mail = await findFailedMail(database.db, { viewer: admin });
    expect([mail!.total, mail!.items.map((m) => m.id)]).toEqual([1, [ids.failed]]);
    for (const who of [organizer, member]) {
      expect(await findOrdersAwaitingPayment(database.db, { viewer: who })).toBeNull();
      expect(await findFailedMail(database.db, { viewer: who })).toBeNull();
    }
  });

  it('partly paid orders and statement lines no order holds are cards of their own, for Admins only', async () => {
    const partly = await createTicketOrder(database.db, {
      paidMinor: 500_000,
      paymentState: 'partlyPaid',
      dueDate: '2021-10-01',
    });
    const [free, held] = await database.db
      .insert(bankPayments)
      .values([
        {
          bankId: 'attention-free',
          date: '2021-10-02',
          amountMinor: 70_000,
          currency: 'CZK',
          variableSymbol: '99',
          counterAccount: '1/0100',
          message: '',
        },
        {
          bankId: 'attention-held',
          date: '2021-10-01',
          amountMinor: 500_000,
          currency: 'CZK',
          variableSymbol: partly.variableSymbol,
          counterAccount: '',
          message: '',
        },
      ])
      .returning();
    await database.db.insert(orderPayments).values({
      orderId: partly.id,
      amountMinor: 500_000,
      bookedOn: '2021-10-01',
      variableSymbol: partly.variableSymbol,
      source: 'statement',
      bankPaymentId: held!.id,
    });
    const orders = await findOrdersAwaitingPayment(database.db, { viewer: admin, state: 'partlyPaid' });
    expect(orders!.items.map((o) => [o.id, o.missingMinor])).toEqual([[partly.id, 1_318_900 - 500_000]]);
    // The order partly paid is not also among those with nothing paid.
    expect((await findOrdersAwaitingPayment(database.db, { viewer: admin }))!.items.map((o) => o.id)).not.toContain(partly.id);
    const lines = await findUnassignedBankLines(database.db, { viewer: admin });
    expect([lines!.total, lines!.items.map((l) => l.id)]).toEqual([1, [free!.id]]);
    for (const who of [organizer, member]) {
      expect(await findOrdersAwaitingPayment(database.db, { viewer: who, state: 'partlyPaid' })).toBeNull();
      expect(await findUnassignedBankLines(database.db, { viewer: who })).toBeNull();
    }
  });
});
