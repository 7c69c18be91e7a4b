/**
 * The wall and the livestream banner read the current edition only (decisions 146, 162, 164):
 * an archived edition's event in the same hall, at the same time or later than the current
 * edition's last event, never appears in their answers nor keeps the edition from being over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { halls } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEdition, createEvent } from '../../tests/factories';
import { getMediawall } from '../mediawall/get-mediawall';
import { findLiveBannerState } from './find-hall-programme';

const TZ = 'Europe/Prague';
const at = (iso: string) => new Date(iso);

let database: Database;
let db: Db;
const archivedIds: number[] = [];
let currentId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db
    .insert(halls)
    .values([
      { id: 1, name: 'Sál Praha', name_en: 'Prague Hall', broadcast: 'vimeo:111' },
      { id: 3, name: 'Sál Ostrava', broadcast: 'youtube:abc' },
    ])
    .onConflictDoNothing();
  // The test database's current edition is 2021 (the migration's); 2019 is archived beside it.
  const past = await createEdition(db, { year: 2019 });
  currentId = (
    await createEvent(db, {
      hallId: 1,
      name: 'Letošní panel',
      start: at('2021-10-11T08:00:00Z'),
      end: at('2021-10-11T09:00:00Z'),
    })
  ).id;
  // The archived edition's events: one on air in the same hall at the same time, one right
  // after, one in the other hall, and one days after the current edition's last event.
  for (const [hallId, start, end] of [
    [1, '2021-10-11T07:30:00Z', '2021-10-11T09:30:00Z'],
    [1, '2021-10-11T09:30:00Z', '2021-10-11T10:30:00Z'],
    [3, '2021-10-11T08:00:00Z', '2021-10-11T09:00:00Z'],
    [1, '2021-10-20T08:00:00Z', '2021-10-20T09:00:00Z'],
  ] as const)
    archivedIds.push(
      (await createEvent(db, { hallId, editionId: past.id, name: 'Loňský panel', start: at(start), end: at(end) })).id,
    );
});
afterAll(() => database?.close());

const wallAt = (now: Date) =>
  getMediawall(db, { variant: '1', now, timezone: TZ, version: 'test', who: { viewer: null, passCodeId: null } });
const wallIds = (wall: Awaited<ReturnType<typeof wallAt>>) =>
  wall.halls.flatMap((h) => [h.featured?.id, ...h.upcoming.map((e) => e.id)]).filter((id) => id !== undefined);

describe('the wall and the banner of the current edition', () => {
  it('before, during and after the current event show only it', async () => {
    for (const now of ['2021-10-11T07:45:00Z', '2021-10-11T08:30:00Z', '2021-10-11T09:45:00Z']) {
      const banner = await findLiveBannerState(db, at(now), TZ);
      const names = banner.current.map((c) => c.event.name);
      expect(
        names.every((n) => n === 'Letošní panel'),
        now,
      ).toBe(true);
      expect(banner.editionOver).toBe(false);
      const wall = await wallAt(at(now));
      expect(wallIds(wall)).toEqual([currentId]);
      expect(wall.halls.find((h) => h.id === 3)).toMatchObject({ headline: 'empty', featured: null, upcoming: [] });
    }
    expect((await findLiveBannerState(db, at('2021-10-11T08:30:00Z'), TZ)).current).toMatchObject([
      { hall: { id: 1 }, live: true, event: { name: 'Letošní panel' } },
    ]);
  });

  it('after the current edition\u2019s last day say it is over, whatever an archived edition has later', async () => {
    const now = at('2021-10-12T08:30:00Z');
    expect(await findLiveBannerState(db, now, TZ)).toEqual({ current: [], editionOver: true });
    const wall = await wallAt(now);
    expect(wall.editionOver).toBe(true);
    expect(wallIds(wall).some((id) => archivedIds.includes(id!))).toBe(false);
    // Even on the archived event's own day and hour.
    const then = at('2021-10-20T08:30:00Z');
    expect(await findLiveBannerState(db, then, TZ)).toEqual({ current: [], editionOver: true });
    expect(wallIds(await wallAt(then)).some((id) => archivedIds.includes(id!))).toBe(false);
  });
});
