import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createLocation } from '../../tests/factories';
import { findAccompanyingEvents } from './find-accompanying-events';
import type { AccompanyingFilters } from './programme-filters';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const TZ = 'Europe/Prague';
const prague = (day: number, time: string) => new Date(`2021-10-${String(day).padStart(2, '0')}T${time}:00+02:00`);
const noFilter: AccompanyingFilters = { locationId: null, day: null, upcoming: false };

describe('findAccompanyingEvents', () => {
  it('filters by location, by the days an event runs on and by what has not ended yet', async () => {
    const db = database.db;
    const brno = await createLocation(db, { name: 'Brno' });
    const praha = await createLocation(db, { name: 'Praha', name_en: 'Prague' });
    const accompanying = { eventtypeId: EVENT_TYPE.accompanying };

    const opening = await createEvent(db, {
      ...accompanying,
      locationId: praha.id,
      start: prague(4, '17:00'),
      end: prague(4, '19:00'),
    });
    const exhibition = await createEvent(db, {
      ...accompanying,
      locationId: praha.id,
      start: prague(14, '09:00'),
      end: prague(20, '18:00'),
    });
    const workshop = await createEvent(db, {
      ...accompanying,
      locationId: brno.id,
      start: prague(15, '09:00'),
      end: prague(15, '10:00'),
    });
    // Ends at midnight, as the 15th begins: it does not run on the 15th.
    const evening = await createEvent(db, {
      ...accompanying,
      locationId: brno.id,
      start: prague(14, '22:00'),
      end: prague(15, '00:00'),
    });
    await createEvent(db, {
      ...accompanying,
      locationId: brno.id,
      start: prague(15, '11:00'),
      end: prague(15, '12:00'),
      published_at: null,
    });
    await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      locationId: brno.id,
      start: prague(15, '11:00'),
      end: prague(15, '12:00'),
    });

    const find = (filters: Partial<typeof noFilter>, now = new Date('2030-01-01T00:00:00Z')) =>
      findAccompanyingEvents(db, { filters: { ...noFilter, ...filters }, now, timezone: TZ, viewer: null });
    const ids = async (filters: Partial<typeof noFilter>, now?: Date) => (await find(filters, now)).items.map((i) => i.id);

    const all = await find({});
    expect(all.items.map((i) => i.id)).toEqual([opening.id, exhibition.id, evening.id, workshop.id]);
    expect(all.locations.map((l) => l.name)).toEqual(['Brno', 'Praha']);
    // The days offered are the ones the published accompanying events run on.
    expect(all.days).toEqual(['2021-10-04', ...['14', '15', '16', '17', '18', '19', '20'].map((d) => `2021-10-${d}`)]);

    expect(await ids({ locationId: brno.id })).toEqual([evening.id, workshop.id]);
    expect(await ids({ day: '2021-10-15' })).toEqual([exhibition.id, workshop.id]);
    expect(await ids({ day: '2021-10-14' })).toEqual([exhibition.id, evening.id]);
    expect(await ids({ day: '2021-10-15', locationId: brno.id })).toEqual([workshop.id]);
    // A day with nothing on is not offered, so the filter is dropped.
    const quiet = await find({ day: '2021-10-21' });
    expect(quiet.filters.day).toBeNull();
    expect(quiet.items).toHaveLength(4);

    const midMorning = prague(15, '09:30');
    expect(await ids({ upcoming: true }, midMorning)).toEqual([exhibition.id, workshop.id]);
    expect(await ids({ upcoming: true, locationId: praha.id }, midMorning)).toEqual([exhibition.id]);
    // The later bound wins when both a day and "upcoming" apply.
    expect(await ids({ upcoming: true, day: '2021-10-14' }, midMorning)).toEqual([exhibition.id]);
    expect(await ids({ upcoming: true }, new Date('2030-01-01T00:00:00Z'))).toEqual([]);

    const unknown = await find({ locationId: 999 });
    expect(unknown.filters.locationId).toBeNull();
    expect(unknown.items).toHaveLength(4);
  });
});
