/** Premiere visibility in the livestream lists (issue 11 item 4, decision 033), with a fixed clock. */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createHall } from '../../tests/factories';
import { getMediawall } from '../mediawall/get-mediawall';
import { findCurrentLivestream, findHallProgramme } from './find-hall-programme';
import { PREMIERE_MARGIN_MS, premiereListed, premiereListedAt } from './premiere-window';

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
  const edges = [
    shifted(start, -PREMIERE_MARGIN_MS - 1),
    shifted(start, -PREMIERE_MARGIN_MS),
    start,
    shifted(end, PREMIERE_MARGIN_MS),
    shifted(end, PREMIERE_MARGIN_MS + 1),
  ];

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

  it('the WHERE clause agrees with the predicate at every edge', async () => {
    const rows = await database.db
      .select()
      .from(events)
      .where(inArray(events.hallId, [hallId]));
    for (const now of edges) {
      const kept = await database.db
        .select({ id: events.id })
        .from(events)
        .where(premiereListedAt(now))
        .then((r) => new Set(r.map((e) => e.id)));
      for (const row of rows) expect(kept.has(row.id), `${row.name} at ${now.toISOString()}`).toBe(premiereListed(row, now));
    }
  });

  it('the hall programme holds a premiere back outside its window', async () => {
    const names = async (now: Date) => (await findHallProgramme(database.db, hallId, now)).map((e) => e.name);
    expect(await names(shifted(start, -PREMIERE_MARGIN_MS - 1))).toEqual(['Živá debata']);
    expect(await names(shifted(start, -PREMIERE_MARGIN_MS))).toEqual(['Živá debata', 'Premiéra záznamu']);
    expect(await names(shifted(end, PREMIERE_MARGIN_MS + 1))).toEqual(['Živá debata']);
  });

  it('the banner announces a premiere only from 10 minutes before it', async () => {
    const banner = async (now: Date) => (await findCurrentLivestream(database.db, now))?.event.name;
    expect(await banner(at('05:49'))).toBe('Živá debata');
    expect(await banner(at('05:50'))).toBe('Ranní premiéra');
    const live = await findCurrentLivestream(database.db, at('06:10'));
    expect([live?.event.name, live?.live]).toEqual(['Ranní premiéra', true]);
  });

  it('the wall features a premiere only inside its window', async () => {
    const wall = async (now: Date) => {
      const w = await getMediawall(database.db, { variant: '1', now, version: 'test', who: { viewer: null, passCodeId: null } });
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
});
