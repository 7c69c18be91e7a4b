import { describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../tests/db';
import { halls } from './schema';
import { dbWriteCount, isWriteStatement } from './write-count';

describe('which statements count as writes', () => {
  test.each([
    'insert into "halls" ("name") values ($1)',
    'update "users" set "email" = $1 where "users"."id" = $2',
    'delete from "event_joins" where "event_id" = $1',
    'with "gone" as (select "id" from "events") delete from "event_joins" where "event_id" in (select "id" from "gone")',
    '  UPDATE settings SET x = 1',
    'truncate "outbox"',
  ])('%s', (query) => expect(isWriteStatement(query)).toBe(true));

  test.each([
    'select "id" from "events" where "id" = $1',
    'select "id" from "events" where "id" = $1 for update',
    'with "x" as (select 1) select * from "x"',
    'select pg_advisory_xact_lock($1)',
    'select "updated_at", "deleted" from "users"',
  ])('not %s', (query) => expect(isWriteStatement(query)).toBe(false));
});

test('every write through drizzle is counted, in a transaction too; reads are not', async () => {
  const database = await createTestDatabase();
  try {
    const db = database.db;
    const start = dbWriteCount();
    await db.select().from(halls);
    expect(dbWriteCount()).toBe(start);
    const [hall] = await db.insert(halls).values({ name: 'Sál X' }).returning();
    await db.transaction(async (tx) => {
      await tx.update(halls).set({ name: 'Sál Y' }).where(eq(halls.id, hall!.id));
    });
    await db.execute(sql`delete from halls where id = ${hall!.id}`);
    expect(dbWriteCount()).toBe(start + 3);
  } finally {
    await database.close();
  }
});
