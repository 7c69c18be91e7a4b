/**
 * The daily retention job (decision 153): started as the boot starts it, it purges by the clock
 * it is given and stops cleanly; a clock before the periods end purges nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, eventJoins } from '../../db/schema';
import { createEvent, createUser } from '../../tests/factories';
import { createTestDatabase } from '../../tests/db';
import { TEST_MAIL } from '../../tests/update-user';
import { startRetentionWorker } from './start-retention-worker';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ctx = { mail: TEST_MAIL, timezone: 'Europe/Prague' };

describe('startRetentionWorker', () => {
  test('runs the purge by the programme clock, then stops', async () => {
    const member = await createUser(database.db);
    await createEvent(database.db, { users: [member.id] });
    const errors: unknown[] = [];
    const runs: unknown[] = [];

    // The edition (11 October 2021) is a week away: it runs and nothing is due.
    const early = startRetentionWorker(database.db, {
      clock: () => new Date('2021-10-04T09:00:00Z'),
      ctx,
      firstRunMs: 0,
      onError: (err) => errors.push(err),
      onRun: (counts) => runs.push(counts),
    });
    await expect.poll(() => runs.length).toBe(1);
    await early();
    expect(runs[0]).toEqual({ signups: 0, attendance: 0, quickSignupAccounts: 0, outboxBodies: 0 });
    expect(await database.db.$count(eventJoins)).toBe(1);

    // A year after it: the sign-up goes, with one entry in the audit log.
    const late = startRetentionWorker(database.db, {
      clock: () => new Date('2022-10-12T09:00:00Z'),
      ctx,
      firstRunMs: 0,
      onError: (err) => errors.push(err),
    });
    await expect.poll(() => database.db.$count(eventJoins)).toBe(0);
    await late();
    expect(await database.db.$count(auditLog, eq(auditLog.entity, 'retention-purges'))).toBe(1);
    expect(errors).toEqual([]);
  });
});
