import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { createTestDatabase } from '../tests/db';
import { createTicketOrder } from '../tests/factories';
import { roles, editions, eventTypes, settings, events, promoCodes, ticketSettings } from './schema';

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

  it("creates the current edition's ticket settings row with the defaults", async () => {
    const [edition] = await database.db.select().from(editions).where(eq(editions.state, 'current'));
    expect(await database.db.select().from(ticketSettings)).toMatchObject([
      { editionId: edition!.id, vatRate: 21, quota: null, paymentDueDays: 14, selfDeclaredTickets: false },
    ]);
  });

  it('refuses an event that ends before it starts', async () => {
    await expect(
      database.db.execute(
        sql`insert into events (name, slug, start, "end", eventtype_id) values ('x', 'x', now(), now() - interval '1 hour', 1)`,
      ),
    ).rejects.toThrow();
  });
});
