/**
 * Editions (decision 146): the migration that moves today's data into the 2021 edition keeps
 * every row and value, on the schema as it was; one edition is current, enforced by the
 * database; `hasTicket` and the ticket settings are per edition.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { editions, editionTicketHolders, ticketOrders, tickets } from './schema';
import { createTestDatabase, testDatabaseKind } from '../tests/db';
import { migrateUpTo } from '../tests/migrate-up-to';
import { createScratchPostgres } from '../tests/scratch-postgres';
import { createTicketOrder, createUser } from '../tests/factories';
import { hasTicketNow, setHasTicket } from '../core/editions/current-edition';
import { readTicketSettings } from '../core/tickets/ticket-settings';
import { ticketsSold } from '../core/tickets/tickets-sold';
import { findMyTickets } from '../core/tickets/find-my-tickets';
import { getSessionUser } from '../core/accounts/get-session-user';
import { signSessionToken } from '../core/accounts/session-token';
import { findEditionSupporters } from '../core/site/get-homepage';

/** A database with no migrations applied, of the kind the run tests. */
async function emptyDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ dataDir: null });
  const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!, 'iw_editions');
  const database = await openDatabase({ url: scratch.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** What ensureReferenceData gave a database of the time: the roles, the event types, the single ticket setting. */
async function oldReferenceData(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`insert into roles (id, name, type) values
    (1, 'Admin', 'admin'), (2, 'Registred', 'registred'), (3, 'Organizer', 'organizer'), (4, 'Confirmed member', 'confirmed')`),
  );
  await database.db.execute(sql.raw(`insert into event_types (id, name) values (1, 'S'), (2, 'D'), (3, 'K'), (4, 'V')`));
  await database.db.execute(sql.raw(`insert into ticket_settings (id) values (0) on conflict do nothing`));
}

type Row = Record<string, unknown>;
const rowsOf = async (database: Database, table: string): Promise<Row[]> =>
  ((await database.db.execute(sql.raw(`select * from ${table} order by 1, 2`))) as unknown as { rows: Row[] }).rows;

/** Rows as JSON-comparable values (dates as ISO text). */
const plain = (rows: Row[]) => JSON.parse(JSON.stringify(rows)) as Row[];

// The tables the migration gives an edition, and the one it reshapes (ticket_settings) or drops a column of (users).
const OWNED = ['events', 'promo_codes', 'ticket_orders', 'ticket_waitlist', 'tickets', 'access_codes'];

describe('0026_editions on a database with data', () => {
  let database: Database;
  const before: Record<string, Row[]> = {};
  beforeAll(async () => {
    database = await emptyDatabase();
    await migrateUpTo(database, '0026_editions');
    await oldReferenceData(database);
    const run = (text: string) => database.db.execute(sql.raw(text));
    await run(`insert into users (id, username, email, confirmed, role_id, has_ticket) values
      (1, 'holder', 'holder@example.test', true, 4, true), (2, 'none', 'none@example.test', true, 4, false),
      (3, 'granted', 'granted@example.test', true, 4, true)`);
    await run(`insert into events (id, name, slug, start, "end", eventtype_id, max_users, published_at) values
      (1, 'Seminář', 'seminar', '2021-10-11T07:00:00Z', '2021-10-11T08:00:00Z', 1, 20, '2021-09-01T08:00:00Z'),
      (2, 'Koncept', 'koncept', '2021-10-12T07:00:00Z', '2021-10-12T08:00:00Z', 2, null, null)`);
    await run(`insert into event_joins (event_id, user_id) values (1, 1)`);
    await run(`update ticket_settings set quota = 100, sales_end = '2021-10-11T07:30:00Z', supplier_name = 'AIP' where id = 0`);
    await run(`insert into promo_codes (id, code, discount) values (1, 'INNO50', 50)`);
    await run(`insert into ticket_orders (id, public_id, number, variable_symbol, user_id, type, amount, list_unit_price,
        unit_price, total_without_vat, vat_rate, vat, total_with_vat, name, email, phone, supplier, issued_on, due_date,
        status, paid_at, payment_state, paid_minor, promo_code_id, promo_code)
      values (1, 'TI21-AAAA-BBBB', '2021-0001', '20210001', 1, 1, 2, 1000, 500, 1000, 21, 210, 1210, 'Holder',
        'holder@example.test', '+420 601 234 567', '{"name":"AIP"}', '2021-09-20', '2021-10-04', 'paid',
        '2021-09-21T10:00:00Z', 'paid', 121000, 1, 'INNO50')`);
    await run(`insert into tickets (id, order_id, code, holder_user_id, claimed_at) values
      (1, 1, 'TI-AAAA-BBBB-CCCC', 1, '2021-09-21T10:00:00Z'), (2, 1, 'TI-DDDD-EEEE-FFFF', null, null)`);
    await run(
      `insert into access_codes (id, label, code_hash, conference, seminars, order_id) values (1, 'Objednávka', 'h1', true, true, 1)`,
    );
    await run(
      `insert into ticket_waitlist (id, email, amount, consented_at) values (1, 'wait@example.test', 2, '2021-10-01T10:00:00Z')`,
    );
    for (const table of [...OWNED, 'users', 'ticket_settings', 'event_joins'])
      before[table] = plain(await rowsOf(database, table));
    await migrateDatabase(database);
  }, 120_000);
  afterAll(() => database?.close());

  it('makes the 2021 edition, current, and gives it every row the editions own, each value kept', async () => {
    const [edition] = await database.db.select().from(editions);
    expect(edition).toMatchObject({ year: 2021, state: 'current', mainDay: '2021-10-11', programmeStart: '2021-10-04' });
    for (const table of OWNED) {
      const after = plain(await rowsOf(database, table));
      expect(after.map((r) => r.edition_id)).toEqual(before[table]!.map(() => edition!.id));
      expect(
        // The orders' event names came later, with 0030 (tested below).
        after.map(({ edition_id: _, event_name: __, event_name_en: ___, ...rest }) => rest),
        table,
      ).toEqual(before[table]);
    }
    expect(plain(await rowsOf(database, 'event_joins'))).toEqual(before.event_joins);
  });

  it("moves hasTicket into the 2021 edition's ticket holders and the single ticket setting into the 2021 edition's", async () => {
    const [edition] = await database.db.select().from(editions);
    const holders = await database.db.select().from(editionTicketHolders);
    expect(holders.map((h) => [h.editionId, h.userId]).sort()).toEqual([
      [edition!.id, 1],
      [edition!.id, 3],
    ]);
    const users = plain(await rowsOf(database, 'users'));
    expect(users).toEqual(before.users!.map(({ has_ticket: _, ...rest }) => rest));
    const settings = plain(await rowsOf(database, 'ticket_settings'));
    expect(settings).toEqual(before.ticket_settings!.map(({ id: _, ...rest }) => ({ ...rest, edition_id: edition!.id })));
  });

  it('answers the reads as before: the settings, tickets sold, who has a ticket, the Me page', async () => {
    expect(await readTicketSettings(database.db)).toMatchObject({ quota: 100, supplierName: 'AIP' });
    expect(await ticketsSold(database.db)).toBe(2);
    expect([await hasTicketNow(database.db, 1), await hasTicketNow(database.db, 2), await hasTicketNow(database.db, 3)]).toEqual([
      true,
      false,
      true,
    ]);
    const mine = await findMyTickets(database.db, { userId: 1 });
    expect(mine.hasTicket).toBe(true);
    expect(mine.held?.code).toBe('TI-AAAA-BBBB-CCCC');
    expect(mine.orders.map((o) => o.number)).toEqual(['2021-0001']);
  });
});

describe('0012 then 0026 on a database with cancelled orders', () => {
  it("voids the cancelled order's tickets and leaves its holder without a ticket; others keep theirs", async () => {
    const database = await emptyDatabase();
    try {
      await migrateUpTo(database, '0012_void_cancelled_tickets');
      await oldReferenceData(database);
      const run = (text: string) => database.db.execute(sql.raw(text));
      await run(`insert into users (id, username, email, has_ticket) values
        (1, 'holder', 'h@example.test', true), (2, 'valid', 'v@example.test', true), (3, 'granted', 'g@example.test', true)`);
      const order = (id: number, status: string) =>
        run(`insert into ticket_orders (id, public_id, number, variable_symbol, type, amount, list_unit_price, unit_price,
          total_without_vat, vat_rate, vat, total_with_vat, name, email, phone, supplier, issued_on, due_date, status,
          paid_at, cancelled_at)
          values (${id}, 'P${id}', '2021-000${id}', '2021000${id}', 1, 1, 100, 100, 100, 21, 21, 121, 'B', 'b@example.test',
          '1', '{}', '2021-09-01', '2021-09-15', '${status}', '2021-09-02T10:00:00Z',
          ${status === 'cancelled' ? `'2021-09-03T10:00:00Z'` : 'null'})`);
      await order(1, 'cancelled');
      await order(2, 'paid');
      await run(`insert into tickets (order_id, code, holder_user_id, claimed_at) values
        (1, 'TI-A', 1, now()), (1, 'TI-B', null, null), (2, 'TI-C', 2, now())`);
      await migrateDatabase(database);
      const rows = await database.db.select().from(tickets).orderBy(tickets.code);
      expect(rows.map((r) => r.voidedAt !== null)).toEqual([true, true, false]);
      expect([
        await hasTicketNow(database.db, 1),
        await hasTicketNow(database.db, 2),
        await hasTicketNow(database.db, 3),
      ]).toEqual([false, true, true]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('0028 on a database with a patrons order and partners', () => {
  it("gives every edition today's patrons order and partners; the current edition keeps the rows and their ids", async () => {
    const database = await emptyDatabase();
    try {
      await migrateUpTo(database, '0028_edition-patrons-and-partners');
      const run = (text: string) => database.db.execute(sql.raw(text));
      // 2021 is current (0026 made it); an archived 2020 and a draft 2022 beside it.
      await run(`insert into editions (year, name, name_en, main_day, programme_start, programme_end, state) values
        (2020, 'TI 2020', 'IW 2020', '2020-10-12', '2020-10-05', '2020-10-25', 'archived'),
        (2022, 'TI 2022', 'IW 2022', '2022-10-10', '2022-10-03', '2022-10-23', 'draft')`);
      await run(`insert into settings (id, name, patrons_order) values (0, 'Týden inovací ČR', '3,1,2')`);
      await run(`insert into partners (id, name, link, "group", position) values
        (1, 'Hlavní', 'https://hlavni.example', 'main', 0), (2, 'Média', null, 'media', 3)`);
      const partnersBefore = plain(await rowsOf(database, 'partners'));
      await migrateDatabase(database);

      const all = await database.db.select().from(editions).orderBy(editions.year);
      expect(all.map((e) => [e.year, e.patrons_order])).toEqual([
        [2020, '3,1,2'],
        [2021, '3,1,2'],
        [2022, '3,1,2'],
      ]);
      expect(Object.keys(plain(await rowsOf(database, 'settings'))[0]!)).not.toContain('patrons_order');
      const current = all.find((e) => e.year === 2021)!;
      const rows = plain(await rowsOf(database, 'partners'));
      // The current edition's rows are today's, ids and values kept.
      expect(rows.filter((r) => r.edition_id === current.id).map(({ edition_id: _, ...rest }) => rest)).toEqual(partnersBefore);
      for (const other of all.filter((e) => e.id !== current.id)) {
        const copies = rows.filter((r) => r.edition_id === other.id);
        expect(copies.map(({ id: _, edition_id: __, ...rest }) => rest)).toEqual(
          partnersBefore.map(({ id: _, ...rest }) => rest),
        );
      }
      // A new partner goes to the current edition; the reads answer as before.
      await run(`insert into partners (name, "group") values ('Nový', 'gold')`);
      expect(plain(await rowsOf(database, 'partners')).at(-1)).toMatchObject({ name: 'Nový', edition_id: current.id });
      const supporters = await findEditionSupporters(database.db, {});
      expect(supporters.partnerGroups.map((g) => [g.group, g.partners.map((p) => p.id)])).toEqual([
        ['main', [1]],
        ['gold', [rows.length + 1]],
        ['media', [2]],
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('0030 on a database with orders of two editions', () => {
  it("gives each order its edition's name; the 2021 orders keep the name their documents were printed with", async () => {
    const database = await emptyDatabase();
    try {
      await migrateUpTo(database, '0030_order-event-name');
      const run = (text: string) => database.db.execute(sql.raw(text));
      // 2021 is current (0026 made it, named as the migration names it); a draft 2022 beside it.
      await run(`insert into editions (year, name, name_en, main_day, programme_start, programme_end, state) values
        (2022, 'Týden inovací ČR 2022', 'Innovation Week 2022', '2022-10-10', '2022-10-03', '2022-10-23', 'draft')`);
      const order = (id: number, year: number) =>
        run(`insert into ticket_orders (id, public_id, number, variable_symbol, type, amount, list_unit_price, unit_price,
          total_without_vat, vat_rate, vat, total_with_vat, name, email, phone, supplier, issued_on, due_date, edition_id)
          values (${id}, 'P${id}', '${year}-000${id}', '${year}000${id}', 1, 1, 100, 100, 100, 21, 21, 121, 'B', 'b@example.test',
          '1', '{}', '${year}-09-01', '${year}-09-15', (select id from editions where year = ${year}))`);
      await order(1, 2021);
      await order(2, 2022);
      await migrateDatabase(database);
      const rows = await database.db
        .select({ number: ticketOrders.number, cs: ticketOrders.eventName, en: ticketOrders.eventNameEn })
        .from(ticketOrders)
        .orderBy(ticketOrders.id);
      expect(rows).toEqual([
        // What the invoices and mails of 2021 orders said before the name was kept (decision 180).
        { number: '2021-0001', cs: 'Týden inovací ČR 2021', en: 'Innovation Week Czech Republic 2021' },
        { number: '2022-0002', cs: 'Týden inovací ČR 2022', en: 'Innovation Week 2022' },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('editions and hasTicket', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const makeCurrent = async (year: number) =>
    database.db.transaction(async (tx) => {
      await tx.update(editions).set({ state: 'archived' }).where(eq(editions.state, 'current'));
      await tx.update(editions).set({ state: 'current' }).where(eq(editions.year, year));
    });

  it('refuses a second current edition', async () => {
    await expect(
      database.db.insert(editions).values({
        year: 2030,
        name: 'X',
        name_en: 'X',
        mainDay: '2030-10-10',
        programmeStart: '2030-10-01',
        programmeEnd: '2030-10-20',
        state: 'current',
      }),
    ).rejects.toThrow();
    expect(await database.db.$count(editions, eq(editions.state, 'current'))).toBe(1);
  });

  it("is the current edition's: a 2021 ticket is no 2022 ticket, and the 2021 one stays when 2022 gets its own", async () => {
    const secret = randomBytes(16).toString('hex');
    const user = await createUser(database.db, { hasTicket: true });
    const session = () =>
      getSessionUser(database.db, { token: signSessionToken({ id: user.id, tokenVersion: 0 }, secret), secret });
    expect((await session())?.hasTicket).toBe(true);
    const order2021 = await createTicketOrder(database.db, { status: 'paid', paidAt: new Date() });
    await database.db
      .insert(tickets)
      .values({ orderId: order2021.id, code: `TI-${randomBytes(4).toString('hex')}`, holderUserId: user.id });

    await database.db.insert(editions).values({
      year: 2022,
      name: 'TI 2022',
      name_en: 'IW 2022',
      mainDay: '2022-10-10',
      programmeStart: '2022-10-03',
      programmeEnd: '2022-10-23',
    });
    await makeCurrent(2022);
    try {
      expect(await hasTicketNow(database.db, user.id)).toBe(false);
      expect((await session())?.hasTicket).toBe(false);
      expect((await findMyTickets(database.db, { userId: user.id })).held).toBeNull();
      // One valid ticket per user and edition: a 2022 ticket beside the 2021 one is allowed.
      const order2022 = await createTicketOrder(database.db, { status: 'paid', paidAt: new Date() });
      expect(order2022.editionId).not.toBe(order2021.editionId);
      await database.db
        .insert(tickets)
        .values({ orderId: order2022.id, code: `TI-${randomBytes(4).toString('hex')}`, holderUserId: user.id });
      await setHasTicket(database.db, user.id, true);
      expect(await hasTicketNow(database.db, user.id)).toBe(true);
      expect(await database.db.$count(editionTicketHolders, eq(editionTicketHolders.userId, user.id))).toBe(2);
    } finally {
      await makeCurrent(2021);
    }
    expect(await hasTicketNow(database.db, user.id)).toBe(true);
  });
});
