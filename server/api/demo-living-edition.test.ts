/**
 * The demo with a living edition (decision 146): on the real clock, without CLOCK_START, a fresh
 * demo database has the 2021 edition archived and a current one weeks ahead whose tickets sell
 * and whose seminars take the member, who has a ticket for it; 2021's events are out of the
 * current reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findCurrentEdition } from '../../core/editions/current-edition';
import { localFileStorage } from '../../core/media/local-file-storage';
import { getTicketSalesState } from '../../core/tickets/get-ticket-sales-state';
import { DEMO_USERS, LIVING_EDITION, PROMO_CODES } from '../../db/demo/facts';
import { livingEditionDays } from '../../db/demo/living-edition';
import { seedDemoContentIfEmpty } from '../../db/demo/seed';
import {
  accessCodes,
  editions,
  events,
  EVENT_TYPE,
  mailOutbox,
  orderPayments,
  partners,
  ticketOrderDocuments,
  ticketOrders,
  tickets,
  users,
} from '../../db/schema';
import { LIVING_ORDERS } from '../../db/demo/living-orders';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../tests/db';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let database: Database;
let dataDir: string;
let t: WriteTestContext;
const today = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'iw-living-'));
  await seedDemoContentIfEmpty(database.db, { storage: localFileStorage(dataDir), today });
  t = await createWriteTestContext({ database });
}, 120_000);
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const member = async () => (await database.db.select().from(users).where(eq(users.id, DEMO_USERS.member.id)))[0]!;

describe("the demo's current edition", () => {
  test('is dated weeks ahead of the day the database was made, with 2021 archived', async () => {
    const current = await findCurrentEdition(database.db);
    const days = livingEditionDays(today);
    expect(current).toMatchObject({ year: days.year, mainDay: days.mainDay, state: 'current' });
    const mainDayMs = Date.parse(`${days.mainDay}T12:00:00Z`);
    expect(mainDayMs - today.getTime()).toBeGreaterThan((LIVING_EDITION.weeksAhead * 7 - 2) * 86_400_000);
    expect((await database.db.select().from(editions).where(eq(editions.year, 2021)))[0]!.state).toBe('archived');
    const site = (await (await t.send('GET', '/api/setting')).json()) as {
      name: string;
      name_en: string;
      logo: { name: string; alternativeText: string | null } | null;
      patrons_order: string;
      partners: { name: string }[];
    };
    // 2021's patrons order and partners again, each edition its own (decision 172).
    const archived = (await database.db.select().from(editions).where(eq(editions.year, 2021)))[0]!;
    expect(site.patrons_order).toBe(archived.patrons_order);
    expect(site.patrons_order).not.toBe('');
    const partnersOf = (id: number) => database.db.$count(partners, eq(partners.editionId, id));
    expect(site.partners).toHaveLength(await partnersOf(archived.id));
    expect(await partnersOf(current!.id)).toBe(site.partners.length);
    expect(site).toMatchObject({ name: `Týden inovací ČR ${days.year}`, name_en: `Innovation Week Czech Republic ${days.year}` });
    // The logo names the current year, not 2021's.
    expect(site.logo).toMatchObject({ name: `tyden-inovaci-${days.year}-logo.png`, alternativeText: site.name });
  });

  test('lists only its own events, all ahead, seminars with seats among them; a 2021 event is not found', async () => {
    const res = await t.send('GET', '/api/events?_limit=-1');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: number; start: string; max_users: number | null; eventtype: { id: number } }[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((e) => e.id > LIVING_EDITION.eventIdOffset)).toBe(true);
    expect(list.some((e) => e.eventtype.id === EVENT_TYPE.seminar && (e.max_users ?? 0) > 0)).toBe(true);
    const [old] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, 1), isNotNull(events.published_at)));
    expect((await t.send('GET', `/api/events/${old!.id}`)).status).toBe(404);
  });

  test('has orders placed, paid and cancelled as real ones: invoices, payments, tickets and codes, no mail', async () => {
    const current = (await findCurrentEdition(database.db))!;
    const orders = await database.db
      .select()
      .from(ticketOrders)
      .where(eq(ticketOrders.editionId, current.id))
      .orderBy(asc(ticketOrders.id));
    expect(orders.map((o) => [o.email, o.status])).toEqual(
      LIVING_ORDERS.map((d) => [d.buyer.email, d.paid ? 'paid' : d.cancelledDaysAgo !== undefined ? 'cancelled' : 'awaiting']),
    );
    // Numbered in the Prague year they were placed in, each series from its first number, gapless.
    expect(orders.every((o) => /^\d{4}-\d{4}$/.test(o.number) && o.variableSymbol === o.number.replace('-', ''))).toBe(true);
    expect(new Set(orders.map((o) => o.publicId)).size).toBe(orders.length);
    const company = orders.find((o) => o.invoiceRegnumber)!;
    expect(company).toMatchObject({ invoiceVAT: `CZ${company.invoiceRegnumber}`, type: 2, billingEmail: expect.any(String) });
    expect(orders.find((o) => o.promoCode === PROMO_CODES.half)).toMatchObject({ discount: 50, status: 'paid' });
    expect(orders.some((o) => o.locale === 'en' && o.status === 'paid')).toBe(true);

    const ids = orders.map((o) => o.id);
    const paid = orders.filter((o) => o.status === 'paid');
    const docs = await database.db.select().from(ticketOrderDocuments).where(inArray(ticketOrderDocuments.orderId, ids));
    // Each paid order has its tax document; the awaiting and the cancelled one (never paid) have none.
    expect(docs.map((d) => [d.orderId, d.kind]).sort()).toEqual(paid.map((o) => [o.id, 'invoice']).sort());
    expect(docs.every((d) => /^F\d{4}-\d{4}$/.test(d.number))).toBe(true);
    const payments = await database.db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids));
    expect(payments.map((p) => p.orderId).sort()).toEqual(paid.map((o) => o.id).sort());
    expect(paid.every((o) => o.paidMinor === o.totalWithVat * 100)).toBe(true);
    const issued = await database.db.select().from(tickets).where(inArray(tickets.orderId, ids));
    expect(issued.filter((t) => t.voidedAt === null).length).toBe(paid.reduce((n, o) => n + o.amount, 0));
    expect(issued.every((t) => t.editionId === current.id && /^TI-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(t.code))).toBe(true);
    expect((await database.db.select().from(accessCodes).where(inArray(accessCodes.orderId, ids))).length).toBe(paid.length);
    // Loading the demo mails nobody: the orders' messages are not in the outbox.
    expect(await database.db.$count(mailOutbox)).toBe(0);

    const admin = (await database.db.select().from(users).where(eq(users.id, DEMO_USERS.admin.id)))[0]!;
    const list = await t.send('GET', '/api/ticket-orders?_limit=-1', { bearer: admin });
    expect(list.status).toBe(200);
    const awaiting = orders.find((o) => o.status === 'awaiting')!;
    // The awaiting order's payment request and a paid order's invoice render as PDFs.
    for (const order of [awaiting, paid[0]!]) {
      const pdf = await t.send('GET', `/api/ticket-orders/${order.id}/invoice.pdf`, { bearer: admin });
      expect(pdf.status, await pdf.clone().text()).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
    }
  });

  test('sells tickets by the real clock: a guest buys one, in the current edition', async () => {
    expect((await getTicketSalesState(database.db, new Date())).phase).toBe('open');
    const res = await t.send('POST', '/api/buy-ticket', {
      body: { amount: 1, name: 'Jana Nováková', email: 'jana.living@example.test', phone: '+420 601 234 567' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: { number: string } };
    const [order] = await database.db.select().from(ticketOrders).where(eq(ticketOrders.number, data.number));
    expect(order!.editionId).toBe((await findCurrentEdition(database.db))!.id);
  });

  test('the member has a ticket for it and joins one of its seminars', async () => {
    const me = await member();
    const mine = await t.send('GET', '/api/users/me', { bearer: me });
    expect(((await mine.json()) as { hasTicket: boolean }).hasTicket).toBe(true);
    const current = (await findCurrentEdition(database.db))!;
    const [seminar] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.editionId, current.id),
          eq(events.eventtypeId, EVENT_TYPE.seminar),
          isNotNull(events.published_at),
          isNotNull(events.max_users),
        ),
      )
      .orderBy(events.id)
      .limit(1);
    const joined = await t.send('POST', '/api/event-join', { bearer: me, body: { event: seminar!.id, user: me.id } });
    expect(joined.status, await joined.clone().text()).toBe(200);
  });
});
