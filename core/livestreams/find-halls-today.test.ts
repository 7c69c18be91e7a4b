/** The home page's strip on an event day: every hall's sessions of the day not over yet (issue 29 item 2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { CONFERENCE_HALL_ID, events } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createHall } from '../../tests/factories';
import { hallNowNext } from '../programme/now-next';
import { findHallsToday, findLiveBanner } from './find-hall-programme';
import { ReadMemo } from '../serialize/read-memo';

const TZ = 'Europe/Prague';
const at = (time: string, day = '2021-10-11') => new Date(`${day}T${time}:00+02:00`);

let database: Database;
let seminars: number;
let late: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // Created before the conference hall: the strip still puts the conference first.
  seminars = (await createHall(db, { name: 'Sál Praha' })).id;
  late = (await createHall(db, { name: 'Sál Brno', delayMinutes: 20, delaySetAt: at('09:00') })).id;
  await createHall(db, { id: CONFERENCE_HALL_ID, name: 'Kongresový sál', name_en: 'Congress hall' });
  await createHall(db, { name: 'Sál Prázdný' });
  await createEvent(db, { hallId: CONFERENCE_HALL_ID, name: 'Zahájení', start: at('09:00'), end: at('10:30') });
  await createEvent(db, { hallId: seminars, name: 'Ranní', start: at('08:00'), end: at('09:00') });
  await createEvent(db, { hallId: seminars, name: 'Dopolední', start: at('10:00'), end: at('11:00') });
  await createEvent(db, { hallId: seminars, name: 'Koncept', start: at('09:30'), end: at('10:00'), published_at: null });
  await createEvent(db, { hallId: seminars, name: 'Zítra', start: at('09:00', '2021-10-12'), end: at('10:00', '2021-10-12') });
  await createEvent(db, { hallId: late, name: 'Zpožděný', start: at('09:00'), end: at('09:45') });
  await createEvent(db, { hallId: late, name: 'Po něm', start: at('10:00'), end: at('11:00') });
});
afterAll(() => database.close());

const strip = async (now: Date) => {
  const today = await findHallsToday(database.db, now, TZ);
  return today?.halls.map((h) => {
    const { now: on, next } = hallNowNext(h.sessions, now, today.dayEnd);
    return { hall: h.hall.name, now: on?.name ?? null, next: next?.name ?? null };
  });
};

describe('findHallsToday', () => {
  it('lists every hall with a session today, the conference first, each with now and next by the shown times', async () => {
    expect(await strip(at('09:50'))).toEqual([
      { hall: 'Kongresový sál', now: 'Zahájení', next: null },
      { hall: 'Sál Praha', now: null, next: 'Dopolední' },
      // 20 minutes late: on until 10:05, the next at 10:20.
      { hall: 'Sál Brno', now: 'Zpožděný', next: 'Po něm' },
    ]);
  });

  it('carries the shown times and the delay, and the day end', async () => {
    const today = (await findHallsToday(database.db, at('09:50'), TZ))!;
    expect(today.dayEnd).toBe(at('00:00', '2021-10-12').toISOString());
    const brno = today.halls.find((h) => h.hall.id === late)!;
    expect(brno.hall.slug).toBe('sal-brno');
    expect(brno.sessions[0]).toMatchObject({ name: 'Zpožděný', end: at('10:05').toISOString(), delay: { minutes: 20 } });
  });

  it('keeps a hall whose day is done, with nothing left; tomorrow is not next', async () => {
    expect(await strip(at('11:30'))).toEqual([
      { hall: 'Kongresový sál', now: null, next: null },
      { hall: 'Sál Praha', now: null, next: null },
      { hall: 'Sál Brno', now: null, next: null },
    ]);
  });

  it('is null on a day without sessions in the halls', async () => {
    expect(await findHallsToday(database.db, at('12:00', '2021-10-13'), TZ)).toBeNull();
  });

  it('with the read memo, reads once per day until a write and applies the clock on every call (decision 182)', async () => {
    const memo = new ReadMemo();
    const times = [
      at('07:00'),
      at('09:50'),
      at('10:10'),
      at('11:30'),
      at('23:59'),
      at('08:00', '2021-10-12'),
      at('12:00', '2021-10-13'),
    ];
    for (const now of times)
      expect(await findHallsToday(database.db, now, TZ, memo)).toEqual(await findHallsToday(database.db, now, TZ));
    // A write the memo is not told of is not seen on a day already read...
    const added = await createEvent(database.db, { hallId: seminars, name: 'Polední', start: at('12:00'), end: at('13:00') });
    try {
      const names = async (now: Date, m?: ReadMemo) =>
        (await findHallsToday(database.db, now, TZ, m))?.halls.flatMap((h) => h.sessions.map((s) => s.name));
      expect(await names(at('11:30'), memo)).toEqual([]);
      // ...and is, once the memo is emptied, as every write empties it in the app.
      memo.clear();
      expect(await names(at('11:30'), memo)).toEqual(['Polední']);
      expect(await names(at('11:30'), memo)).toEqual(await names(at('11:30')));
    } finally {
      await database.db.delete(events).where(eq(events.id, added.id));
    }
  });
});

describe('findLiveBanner', () => {
  it('lists every hall on air, the conference hall first', async () => {
    const banner = await findLiveBanner(database.db, at('09:50'), TZ);
    expect(banner.map((b) => [b.hall.name, b.event.name, b.live])).toEqual([
      ['Kongresový sál', 'Zahájení', true],
      ['Sál Brno', 'Zpožděný', true],
    ]);
    // Both languages' slugs, so the English banner links the English page without a redirect.
    expect(banner[0]!.hall).toMatchObject({ slug: 'kongresovy-sal', slug_en: 'congress-hall' });
  });

  it('with no hall on air, the first event ahead', async () => {
    expect((await findLiveBanner(database.db, at('07:00'), TZ)).map((b) => [b.event.name, b.live])).toEqual([['Ranní', false]]);
  });
});
