/**
 * The home page's sales state with its reads kept until the next write (decision 182): the same
 * state as getTicketSalesState at every instant, the clock applied per call, the settings, the
 * conference's start and the tickets sold read once until the memo is emptied (as every write
 * empties it in the app).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE, ticketSettings } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { BEFORE_EVENTS, createEvent } from '../../tests/factories';
import { currentEditionId } from '../editions/current-edition';
import { ReadMemo } from '../serialize/read-memo';
import { getTicketSalesState, getTicketSalesStateKept } from './get-ticket-sales-state';
import { readTicketSettings } from './ticket-settings';

const CLOCK = Date.parse(BEFORE_EVENTS);
const at = (hours: number) => new Date(CLOCK + hours * 3_600_000);

let database: Database;
let memo: ReadMemo;
const setSettings = (values: Partial<typeof ticketSettings.$inferInsert>) =>
  database.db.update(ticketSettings).set(values).where(eq(ticketSettings.editionId, currentEditionId));

beforeAll(async () => {
  database = await createTestDatabase();
  await readTicketSettings(database.db);
});
beforeEach(() => {
  memo = new ReadMemo();
});
afterAll(() => database.close());

describe('getTicketSalesStateKept', () => {
  test('gives what getTicketSalesState gives at every instant', async () => {
    await setSettings({ salesStart: at(-2), salesEnd: at(2), quota: null });
    for (const hours of [-3, -2, 0, 1.99, 2, 5]) {
      expect(await getTicketSalesStateKept(database.db, at(hours), memo)).toEqual(
        await getTicketSalesState(database.db, at(hours)),
      );
    }
    expect((await getTicketSalesStateKept(database.db, at(-3), memo)).phase).toBe('notYetOpen');
    expect((await getTicketSalesStateKept(database.db, at(0), memo)).phase).toBe('open');
    expect((await getTicketSalesStateKept(database.db, at(2), memo)).phase).toBe('closed');
  });

  test('keeps the settings, the conference start and the quota until the memo is emptied, as a write empties it', async () => {
    await setSettings({ salesStart: null, salesEnd: null, quota: 10 });
    await createEvent(database.db, { eventtypeId: EVENT_TYPE.conference, start: at(24), end: at(25) });
    const first = await getTicketSalesStateKept(database.db, at(0), memo);
    expect(first).toMatchObject({ phase: 'open', closesAt: at(24), remaining: 10, fewLeft: true });
    // A write the memo is not told of is not seen...
    await setSettings({ quota: 0 });
    await createEvent(database.db, { eventtypeId: EVENT_TYPE.conference, start: at(3), end: at(4) });
    expect(await getTicketSalesStateKept(database.db, at(0), memo)).toEqual(first);
    // ...the clock still is...
    expect((await getTicketSalesStateKept(database.db, at(24), memo)).phase).toBe('closed');
    // ...and once the memo is emptied, the write is.
    memo.clear();
    expect(await getTicketSalesStateKept(database.db, at(0), memo)).toMatchObject({
      phase: 'soldOut',
      closesAt: at(3),
      remaining: 0,
    });
    expect(await getTicketSalesStateKept(database.db, at(0), memo)).toEqual(await getTicketSalesState(database.db, at(0)));
  });

  test('without a memo (tests, tools) reads every time', async () => {
    await setSettings({ salesStart: at(5), salesEnd: null, quota: null });
    expect((await getTicketSalesStateKept(database.db, at(0), undefined)).phase).toBe('notYetOpen');
    await setSettings({ salesStart: null });
    expect((await getTicketSalesStateKept(database.db, at(0), undefined)).phase).not.toBe('notYetOpen');
  });
});
