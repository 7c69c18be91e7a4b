/**
 * The retention purge (decision 153) at its boundary instants by the programme clock: each
 * category goes when its period after the edition's end has run out, not a millisecond before;
 * running it again changes nothing; orders, tax documents and payments stay, and an invoice's
 * PDF made after the purge is the same file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  auditLog,
  eventAttendanceMarks,
  eventJoins,
  events,
  eventWaitlist,
  mailOutbox,
  orderPayments,
  ticketOrderDocuments,
  ticketOrders,
  users,
} from '../../db/schema';
import { createEvent, createOrderDocument, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { EVENT_TYPE } from '../events/event-types';
import { orderPdfByPageToken } from '../tickets/order-documents';
import { addMonths } from '../settings/retention-periods';
import { recordConsents } from './record-consents';
import { findEditionEnds } from './find-edition-end';
import { purgePersonalData } from './purge-personal-data';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

const supplier = {
  name: 'Týden inovací ČR, z. s.',
  street: 'Řehořova 908/4',
  city: 'Praha 3',
  zip: '130 00',
  country: 'Česká republika',
  regnumber: '12345678',
  vatNumber: 'CZ12345678',
  bankAccount: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
};

describe('purgePersonalData', () => {
  test('each category at its boundary, idempotent, orders and their documents untouched', async () => {
    const db = t.database.db;
    const member = await createUser(db);
    const waiting = await createUser(db);
    const seminar = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, users: [member.id], users_present: `${member.id}` });
    // The edition's last event ends on 24 October 2021.
    await createEvent(db, { start: new Date('2021-10-24T08:00:00Z'), end: new Date('2021-10-24T16:00:00Z') });
    await db.insert(eventWaitlist).values({ eventId: seminar.id, userId: waiting.id });
    await db
      .insert(eventAttendanceMarks)
      .values({ eventId: seminar.id, userId: member.id, markedAt: new Date('2021-10-11T08:00:00Z') });
    const created = new Date('2021-10-05T10:00:00Z');
    const guest = await createUser(db, { confirmed: false, created_at: created });
    await recordConsents(db, { owner: { userId: guest.id }, kinds: ['terms', 'privacy'], source: 'quickSignup', at: created });
    const usedGuest = await createUser(db, { confirmed: true, created_at: created });
    await recordConsents(db, { owner: { userId: usedGuest.id }, kinds: ['terms'], source: 'quickSignup', at: created });
    await db.insert(mailOutbox).values([
      {
        to: member.email,
        subject: 'Sent',
        text: 'Body',
        html: '<p>Body</p>',
        template: 'confirm-email',
        status: 'sent',
        created_at: created,
      },
      { to: member.email, subject: 'Waiting', text: 'Body', template: 'confirm-email', status: 'pending', created_at: created },
    ]);
    const order = await createTicketOrder(db, {
      userId: member.id,
      supplier,
      status: 'paid',
      paidAt: new Date('2021-10-05T10:00:00Z'),
      street: 'Dlouhá 1',
      city: 'Praha',
      zip: '110 00',
      country: 'Česká republika',
    });
    const invoice = await createOrderDocument(db, { orderId: order.id });
    await db
      .insert(orderPayments)
      .values({ orderId: order.id, amountMinor: 1_318_900, bookedOn: '2021-10-05', source: 'manual' });
    const pdf = async () =>
      Buffer.from((await orderPdfByPageToken(db, { token: order.pageToken, file: `${invoice.number}.pdf` })).pdf);
    const pdfBefore = await pdf();
    const orderBefore = await db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id));

    const [editionEnd] = await findEditionEnds(db);
    expect(editionEnd).toEqual(new Date('2021-10-24T16:00:00Z'));
    const purge = (now: Date) =>
      purgePersonalData(db, {
        now,
        editionEnd: editionEnd!,
        signupMail: { mail: t.deps.mail, timezone: t.deps.config.timezone },
      });
    const at = (months: number, ms = 0) => new Date(addMonths(editionEnd!, months).getTime() + ms);
    const none = { signups: 0, attendance: 0, quickSignupAccounts: 0, outboxBodies: 0 };

    expect(await purge(at(3, -1))).toEqual(none);
    expect(await purge(at(3))).toEqual({ ...none, outboxBodies: 1 });
    const mails = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(mails.map((m) => [m.subject, m.text, m.html])).toEqual([
      ['Sent', '', null],
      ['Waiting', 'Body', null],
    ]);
    expect(await db.$count(eventJoins)).toBe(1);

    expect(await purge(at(6, -1))).toEqual(none);
    // One seat and one place in the queue; one mark and one presence list.
    expect(await purge(at(6))).toEqual({ ...none, signups: 2, attendance: 2 });
    expect(await db.$count(eventJoins)).toBe(0);
    expect(await db.$count(eventWaitlist)).toBe(0);
    expect(await db.$count(eventAttendanceMarks)).toBe(0);
    expect((await db.select({ p: events.users_present }).from(events).where(eq(events.id, seminar.id)))[0]!.p).toBe('');

    expect(await purge(at(12, -1))).toEqual(none);
    expect(await purge(at(12))).toEqual({ ...none, quickSignupAccounts: 1 });
    expect(await db.$count(users, eq(users.id, guest.id))).toBe(0);
    expect(await db.$count(users, eq(users.id, usedGuest.id))).toBe(1);
    expect(await db.$count(users, eq(users.id, member.id))).toBe(1);

    // Again, and much later: nothing more, and no new entry in the audit log.
    const entries = await db.$count(auditLog, eq(auditLog.entity, 'retention-purges'));
    expect(entries).toBe(3);
    expect(await purge(at(12))).toEqual(none);
    expect(await purge(at(120))).toEqual(none);
    expect(await db.$count(auditLog, eq(auditLog.entity, 'retention-purges'))).toBe(entries);

    expect(await db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id))).toEqual(orderBefore);
    expect(await db.$count(ticketOrderDocuments, eq(ticketOrderDocuments.orderId, order.id))).toBe(1);
    expect(await db.$count(orderPayments, eq(orderPayments.orderId, order.id))).toBe(1);
    expect((await pdf()).equals(pdfBefore)).toBe(true);
  });
});
