import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { createTestDatabase } from '../tests/db';
import { roles, eventTypes, settings, events, promoCodes, ticketOrders } from './schema';

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
      .values({ name: 'Přehlídka Inovací', name_en: 'Showcase', slug: 'prehlidka', start: new Date(), end: new Date(), eventtypeId: 2 })
      .returning({ search_text: events.search_text });
    expect(e?.search_text).toBe('prehlidka inovaci showcase');
  });

  it('refuses a promo code of 64 characters and a ticket count over 50', async () => {
    await expect(database.db.insert(promoCodes).values({ code: 'x'.repeat(64), discount: 10 })).rejects.toThrow();
    await expect(
      database.db.insert(ticketOrders).values({ publicId: 'a', type: 1, amount: 51, unitPrice: 1, total: 1, name: 'A', email: 'a@b.cz', phone: '1' }),
    ).rejects.toThrow();
  });

  it('refuses an event that ends before it starts', async () => {
    await expect(
      database.db.execute(
        sql`insert into events (name, slug, start, "end", eventtype_id) values ('x', 'x', now(), now() - interval '1 hour', 1)`,
      ),
    ).rejects.toThrow();
  });
});
