import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { createTestDatabase } from '../tests/db';
import { createTicketOrder, createUser } from '../tests/factories';
import { roles, eventTypes, settings, events, promoCodes, tickets, ticketSettings, users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations and reference data', () => {
  it('creates the fixed roles with Organizer as id 3, the four event types and the setting', async () => {
    const r = await database.db.select().from(roles).orderBy(roles.id);
    expect(r.map((x) => [x.id, x.name])).toEqual([
      [1, 'Admin'],
      [2, 'Registred'],
      [3, 'Organizer'],
      [4, 'Confirmed member'],
    ]);
    expect((await database.db.select().from(eventTypes)).map((t) => t.id).sort()).toEqual([1, 2, 3, 4]);
    expect(await database.db.select({ id: settings.id }).from(settings)).toEqual([{ id: 0 }]);
  });

  it('folds diacritics and case into the generated search text', async () => {
    const [e] = await database.db
      .insert(events)
      .values({
        name: 'Přehlídka Inovací',
        name_en: 'Showcase',
        slug: 'prehlidka',
        start: new Date(),
        end: new Date(),
        eventtypeId: 2,
      })
      .returning({ search_text: events.search_text });
    expect(e?.search_text).toBe('prehlidka inovaci showcase');
  });

  it('refuses a promo code of 64 characters and a ticket count over 50', async () => {
    await expect(database.db.insert(promoCodes).values({ code: 'x'.repeat(64), discount: 10 })).rejects.toThrow();
    await expect(createTicketOrder(database.db, { amount: 51, totalWithoutVat: 51 * 10_900 })).rejects.toThrow();
  });

  it("keeps an order's amounts consistent and its status one of the three", async () => {
    expect((await createTicketOrder(database.db)).status).toBe('awaiting');
    await expect(createTicketOrder(database.db, { totalWithVat: 13_190 })).rejects.toThrow();
    await expect(createTicketOrder(database.db, { totalWithoutVat: 10_000 })).rejects.toThrow();
    await expect(createTicketOrder(database.db, { status: 'new' as 'paid' })).rejects.toThrow();
    await expect(createTicketOrder(database.db, { status: 'paid' })).rejects.toThrow();
    await expect(createTicketOrder(database.db, { variableSymbol: '2021-0001' })).rejects.toThrow();
  });

  it('creates the single ticket settings row with the defaults', async () => {
    expect(await database.db.select().from(ticketSettings)).toMatchObject([
      { id: 0, vatRate: 21, quota: null, paymentDueDays: 14, selfDeclaredTickets: false },
    ]);
  });

  it("0012 voids the tickets of orders cancelled before it and clears their holders' hasTicket", async () => {
    const holder = await createUser(database.db, { hasTicket: true });
    const validHolder = await createUser(database.db, { hasTicket: true });
    const granted = await createUser(database.db, { hasTicket: true });
    const cancelled = await createTicketOrder(database.db, { status: 'cancelled' });
    const paid = await createTicketOrder(database.db, { status: 'paid', paidAt: new Date() });
    const u = Math.random().toString(36).slice(2, 8).toUpperCase();
    await database.db.insert(tickets).values([
      { orderId: cancelled.id, code: `TI-M1${u}-A`, holderUserId: holder.id, claimedAt: new Date() },
      { orderId: cancelled.id, code: `TI-M1${u}-B` },
      { orderId: paid.id, code: `TI-M1${u}-C`, holderUserId: validHolder.id, claimedAt: new Date() },
    ]);
    // The migration's data statements, as they ran on a database that had such orders.
    const file = readFileSync(new URL('./migrations/0012_void_cancelled_tickets.sql', import.meta.url), 'utf8');
    for (const statement of file.split('--> statement-breakpoint').filter((s) => /^\s*UPDATE/m.test(s)))
      await database.db.execute(sql.raw(statement));

    const rows = await database.db
      .select()
      .from(tickets)
      .where(inArray(tickets.orderId, [cancelled.id, paid.id]));
    expect(rows.filter((r) => r.orderId === cancelled.id).map((r) => r.voidedAt)).toEqual([
      cancelled.cancelledAt,
      cancelled.cancelledAt,
    ]);
    expect(rows.find((r) => r.orderId === paid.id)?.voidedAt).toBeNull();
    const flag = async (id: number) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!.hasTicket;
    expect([await flag(holder.id), await flag(validHolder.id), await flag(granted.id)]).toEqual([false, true, true]);
  });

  it('refuses an event that ends before it starts', async () => {
    await expect(
      database.db.execute(
        sql`insert into events (name, slug, start, "end", eventtype_id) values ('x', 'x', now(), now() - interval '1 hour', 1)`,
      ),
    ).rejects.toThrow();
  });
});
