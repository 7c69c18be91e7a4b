/** Premiere visibility in the livestream lists (issue 11 item 4, decision 033), with a fixed clock. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { halls } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createHall } from '../../tests/factories';
import { getMediawall } from '../mediawall/get-mediawall';
import { findLiveBanner, findHallProgramme } from './find-hall-programme';
import { PREMIERE_MARGIN_MS, premiereListed } from './premiere-window';

const TZ = 'Europe/Prague';
const start = new Date('2021-10-11T08:00:00Z');
const end = new Date('2021-10-11T09:00:00Z');
const at = (utc: string) => new Date(`2021-10-11T${utc}:00Z`);
const shifted = (base: Date, ms: number) => new Date(base.getTime() + ms);
const premiere = { is_premiere: true, start, end };

describe('premiereListed', () => {
  it('always lists an ordinary event', () => {
    for (const now of [shifted(start, -86_400_000), start, shifted(end, 86_400_000)])
      expect(premiereListed({ is_premiere: false, start, end }, now)).toBe(true);
  });

  it('lists a premiere from 10 minutes before its start to 10 minutes after its end, both edges included', () => {
    expect(premiereListed(premiere, shifted(start, -PREMIERE_MARGIN_MS - 1))).toBe(false);
    expect(premiereListed(premiere, shifted(start, -PREMIERE_MARGIN_MS))).toBe(true);
    expect(premiereListed(premiere, start)).toBe(true);
    expect(premiereListed(premiere, end)).toBe(true);
    expect(premiereListed(premiere, shifted(end, PREMIERE_MARGIN_MS))).toBe(true);
    expect(premiereListed(premiere, shifted(end, PREMIERE_MARGIN_MS + 1))).toBe(false);
  });
});

describe('the livestream lists', () => {
  let database: Database;
  let hallId: number;
  let premiereId: number;
  let ordinaryId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    // Hall 1 is on wall variant 1 (decision 030).
    hallId = (await createHall(db, { id: 1, name: 'Sál Praha' })).id;
    ordinaryId = (
      await createEvent(db, { hallId, name: 'Živá debata', start: shifted(start, -3_600_000), end: shifted(end, 7_200_000) })
    ).id;
    premiereId = (await createEvent(db, { hallId, name: 'Premiéra záznamu', is_premiere: true, start, end })).id;
    // The morning's first stream, a premiere from 06:00 to 06:30 UTC, an hour before the debate.
    await createEvent(db, { hallId, name: 'Ranní premiéra', is_premiere: true, start: at('06:00'), end: at('06:30') });
  });
  afterAll(() => database.close());

  it('the hall programme holds a premiere back outside its window', async () => {
    const names = async (now: Date) => (await findHallProgramme(database.db, hallId, now, TZ)).map((e) => e.name);
    expect(await names(shifted(start, -PREMIERE_MARGIN_MS - 1))).toEqual(['Živá debata']);
    expect(await names(shifted(start, -PREMIERE_MARGIN_MS))).toEqual(['Živá debata', 'Premiéra záznamu']);
    expect(await names(shifted(end, PREMIERE_MARGIN_MS + 1))).toEqual(['Živá debata']);
  });

  it('the banner announces a premiere only from 10 minutes before it', async () => {
    const banner = async (now: Date) => (await findLiveBanner(database.db, now, TZ))[0]?.event.name;
    expect(await banner(at('05:49'))).toBe('Živá debata');
    expect(await banner(at('05:50'))).toBe('Ranní premiéra');
    const live = (await findLiveBanner(database.db, at('06:10'), TZ))[0];
    expect([live?.event.name, live?.live]).toEqual(['Ranní premiéra', true]);
  });

  it('the wall features a premiere only inside its window', async () => {
    const wall = async (now: Date) => {
      const w = await getMediawall(database.db, {
        variant: '1',
        now,
        timezone: TZ,
        version: 'test',
        who: { viewer: null, passCodeId: null },
      });
      return w.halls.find((h) => h.id === hallId)!;
    };
    const outside = await wall(shifted(start, -PREMIERE_MARGIN_MS - 60_000));
    expect(outside.headline).toBe('now');
    expect(outside.featured?.name).toBe('Živá debata');
    expect(outside.upcoming.map((e) => e.name)).toEqual([]);
    const inside = await wall(shifted(start, -PREMIERE_MARGIN_MS + 60_000));
    expect(inside.upcoming.map((e) => e.name)).toEqual(['Premiéra záznamu']);
    expect((await wall(start)).upcoming).toEqual([]);
    expect((await wall(shifted(end, PREMIERE_MARGIN_MS + 1))).upcoming.map((e) => e.id)).not.toContain(premiereId);
    expect((await wall(shifted(end, PREMIERE_MARGIN_MS + 1))).featured?.id).toBe(ordinaryId);
  });

  it('a hall running late moves the window with the premiere', async () => {
    // 30 minutes late since 09:30 Prague time (07:30 UTC): the premiere now runs 08:30-09:30 UTC.
    await database.db
      .update(halls)
      .set({ delayMinutes: 30, delaySetAt: at('07:30') })
      .where(eq(halls.id, hallId));
    try {
      const names = async (now: Date) => (await findHallProgramme(database.db, hallId, now, TZ)).map((e) => e.name);
      expect(await names(shifted(start, 30 * 60_000 - PREMIERE_MARGIN_MS - 1))).not.toContain('Premiéra záznamu');
      // By the stored times the window would have opened 10 minutes before 08:00 and closed at 09:10.
      expect(await names(shifted(end, 25 * 60_000))).toContain('Premiéra záznamu');
      expect(await names(shifted(end, 30 * 60_000 + PREMIERE_MARGIN_MS + 1))).not.toContain('Premiéra záznamu');
    } finally {
      await database.db.update(halls).set({ delayMinutes: 0, delaySetAt: null }).where(eq(halls.id, hallId));
    }
  });
});
