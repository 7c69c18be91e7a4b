/**
 * `/api/editions` (decision 165) and the journey the issue asks for: an Admin creates 2022 from
 * 2021 and makes it current, then a member buys a ticket, joins a seminar and stars in 2022,
 * while 2021's orders and events stay as they were. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  editions,
  editionTicketHolders,
  EVENT_TYPE,
  events,
  eventJoins,
  ROLE,
  ticketOrders,
  userStars,
  type users,
} from '../../db/schema';
import { BEFORE_EVENTS, createAdmin, createEvent, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

type User = typeof users.$inferSelect;
let t: WriteTestContext;
let admin: User;
let member: User;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  admin = await createAdmin(t.database.db);
  member = await createUser(t.database.db, {
    roleId: ROLE.confirmed,
    firstName: 'Jana',
    lastName: 'Nováková',
    phone: '+420 601 234 567',
    hasTicket: true,
  });
});
afterAll(() => t.database.close());

const body2022 = {
  year: 2022,
  name: 'Týden inovací ČR 2022',
  name_en: 'Czech Innovation Week 2022',
  mainDay: '2022-10-10',
  programmeStart: '2022-10-03',
  programmeEnd: '2022-10-23',
  copyProgramme: true,
};
const ok = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
type Edition = { id: number; year: number; state: string; retentionSignups: number };

describe('/api/editions', () => {
  test('an Admin creates 2022 from 2021 and makes it current; a member then buys, joins and stars in 2022, and 2021 stays as it was', async () => {
    const db = t.database.db;
    // 2021: a seminar the member joined and starred, and their paid order.
    const seminar2021 = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, max_users: 30, users: [member.id] });
    await db.insert(userStars).values({ userId: member.id, eventId: seminar2021.id });
    await createTicketOrder(db, { userId: member.id, status: 'paid', paidAt: new Date('2021-10-01T10:00:00Z') });
    const orders2021 = await db.select().from(ticketOrders).orderBy(asc(ticketOrders.id));
    const events2021 = await db.select().from(events).orderBy(asc(events.id));

    const created = await ok<{ data: Edition; copied: { events: number } }>(
      await t.send('POST', '/api/editions', { bearer: admin, body: body2022 }),
      201,
    );
    expect(created.data).toMatchObject({ year: 2022, state: 'draft' });
    expect(created.copied.events).toBe(events2021.length);
    const list = await ok<{ data: Edition[] }>(await t.send('GET', '/api/editions', { bearer: admin }));
    expect(list.data.map((e) => [e.year, e.state])).toEqual([
      [2022, 'draft'],
      [2021, 'current'],
    ]);
    const made = await ok<{ data: Edition }>(await t.send('POST', '/api/editions/2022/current', { bearer: admin }));
    expect(made.data.state).toBe('current');
    expect((await ok<{ data: Edition }>(await t.send('GET', '/api/editions/2021', { bearer: admin }))).data.state).toBe(
      'archived',
    );

    // The member had a 2021 ticket, not a 2022 one.
    expect(await db.$count(editionTicketHolders, eq(editionTicketHolders.userId, member.id))).toBe(1);
    const seminar2022 = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      max_users: 30,
      start: new Date('2022-10-10T08:00:00Z'),
      end: new Date('2022-10-10T09:00:00Z'),
    });
    expect(seminar2022.editionId).toBe(made.data.id);

    const bought = await ok<{ data: { id: string } }>(
      await t.send('POST', '/api/buy-ticket', {
        bearer: member,
        body: { amount: 1, name: 'Jana Nováková', email: member.email, phone: '+420 601 234 567' },
      }),
    );
    const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.publicId, bought.data.id));
    expect(order!.editionId).toBe(made.data.id);
    await ok(await t.send('POST', `/api/ticket-orders/${order!.id}/paid`, { bearer: admin }));
    await ok(await t.send('POST', '/api/event-join', { bearer: member, body: { event: seminar2022.id, user: member.id } }));
    await ok(await t.send('PUT', `/api/users/me/stars/${seminar2022.id}`, { bearer: member }));
    expect(await db.$count(eventJoins, eq(eventJoins.eventId, seminar2022.id))).toBe(1);
    // A 2021 seminar is the archive's now: not starred or joined, and told why (decision 162).
    const star2021 = await t.send('PUT', `/api/users/me/stars/${seminar2021.id}`, { bearer: member });
    expect(star2021.status).toBe(409);
    expect(await star2021.text()).toContain('Event.pastEdition');
    const join2021 = await t.send('POST', '/api/event-join', { bearer: member, body: { event: seminar2021.id, user: member.id } });
    expect(join2021.status).toBe(409);

    // 2021 unchanged: its orders, its events (the copies are 2022's), its sign-up and star.
    expect(
      await db
        .select()
        .from(ticketOrders)
        .where(eq(ticketOrders.editionId, orders2021[0]!.editionId))
        .orderBy(asc(ticketOrders.id)),
    ).toEqual(orders2021);
    expect(await db.select().from(events).where(eq(events.editionId, seminar2021.editionId)).orderBy(asc(events.id))).toEqual(
      events2021,
    );
    expect(await db.$count(eventJoins, eq(eventJoins.eventId, seminar2021.id))).toBe(1);
    expect(await db.$count(userStars, eq(userStars.eventId, seminar2021.id))).toBe(1);

    // Back to 2021 for the tests below.
    await ok(await t.send('POST', '/api/editions/2021/current', { bearer: admin }));
  });

  test('PUT changes the periods within 1 to 120 months; the refusals', async () => {
    const saved = await ok<{ data: Edition }>(
      await t.send('PUT', '/api/editions/2022', { bearer: admin, body: { retentionSignups: 18 } }),
    );
    expect(saved.data.retentionSignups).toBe(18);
    expect((await db2022()).retentionSignups).toBe(18);
    for (const months of [0, 121, 1.5]) {
      const r = await refusalOf(await t.send('PUT', '/api/editions/2022', { bearer: admin, body: { retentionSignups: months } }));
      expect(r.statusCode, String(months)).toBe(400);
    }
    const dates = await refusalOf(await t.send('PUT', '/api/editions/2022', { bearer: admin, body: { mainDay: '2022-11-30' } }));
    expect([dates.statusCode, dates.code]).toEqual([400, 'Edition.dates']);
    const taken = await refusalOf(await t.send('POST', '/api/editions', { bearer: admin, body: body2022 }));
    expect([taken.statusCode, taken.code]).toEqual([409, 'Edition.yearTaken']);
    expect((await refusalOf(await t.send('GET', '/api/editions/1999', { bearer: admin }))).statusCode).toBe(404);
    expect((await refusalOf(await t.send('POST', '/api/editions/abc/current', { bearer: admin }))).statusCode).toBe(404);
    const forbidden = await refusalOf(await t.send('POST', '/api/editions/2022/current', { bearer: member }));
    expect([forbidden.statusCode, forbidden.code]).toEqual([403, 'Edition.forbidden']);
    expect((await t.send('GET', '/api/editions')).status).toBe(401);
  });
});

const db2022 = async () => (await t.database.db.select().from(editions).where(eq(editions.year, 2022)))[0]!;
