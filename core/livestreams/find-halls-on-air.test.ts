/** Each hall's event on now and next, for the livestreams page's hall cards (visitor review 10). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createHall } from '../../tests/factories';
import { findHallsOnAir } from './find-hall-programme';

const TZ = 'Europe/Prague';
const at = (utc: string) => new Date(`2021-10-11T${utc}:00Z`);
let database: Database;
let busy: number;
let quiet: number;
let done: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  busy = (await createHall(db)).id;
  quiet = (await createHall(db)).id;
  done = (await createHall(db)).id;
  await createEvent(db, { hallId: busy, name: 'Ráno', start: at('06:00'), end: at('07:00') });
  await createEvent(db, { hallId: busy, name: 'Teď', start: at('08:00'), end: at('09:00') });
  await createEvent(db, { hallId: busy, name: 'Potom', start: at('09:15'), end: at('10:00') });
  await createEvent(db, { hallId: busy, name: 'Večer', start: at('16:00'), end: at('17:00') });
  await createEvent(db, { hallId: quiet, name: 'Odpoledne', start: at('13:00'), end: at('14:00') });
  await createEvent(db, { hallId: quiet, name: 'Koncept', start: at('08:00'), end: at('09:00'), published_at: null });
  await createEvent(db, { hallId: done, name: 'Skončilo', start: at('06:00'), end: at('08:30') });
});
afterAll(() => database.close());

const names = (onAir: Awaited<ReturnType<typeof findHallsOnAir>>, hall: number) => {
  const h = onAir.get(hall);
  return h ? { now: h.now?.name ?? null, next: h.next?.name ?? null } : undefined;
};

describe('findHallsOnAir', () => {
  it('gives each hall what is on now and what follows, and nothing for a hall whose day is over', async () => {
    const onAir = await findHallsOnAir(database.db, at('08:30'), TZ);
    expect(names(onAir, busy)).toEqual({ now: 'Teď', next: 'Potom' });
    // A draft is not listed; between events only the next one.
    expect(names(onAir, quiet)).toEqual({ now: null, next: 'Odpoledne' });
    expect(names(onAir, done)).toBeUndefined();
  });

  it('an event is over at its end', async () => {
    const onAir = await findHallsOnAir(database.db, at('09:00'), TZ);
    expect(names(onAir, busy)).toEqual({ now: null, next: 'Potom' });
  });
});
