import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { CONFERENCE_HALL_ID, EVENT_TYPE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createFile, createHall, createSpeaker, createUser } from '../../tests/factories';
import { findSeminars } from './find-seminars';

const TZ = 'Europe/Prague';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (time: string) => new Date(`2021-10-11T${time}:00+02:00`);

describe('findSeminars', () => {
  it('lists published seminars by start, filters by hall and never offers the conference hall', async () => {
    const db = database.db;
    const congress = await createHall(db, { id: CONFERENCE_HALL_ID, name: 'Kongresový sál' });
    const ostrava = await createHall(db, { name: 'Sál Ostrava', name_en: 'Ostrava Hall' });
    const brno = await createHall(db, { name: 'Sál Brno', name_en: 'Brno Hall' });
    const logo = await createFile(db, {
      formats: {
        small: { url: '/uploads/small_logo.webp', width: 500, height: 250, size: 3, mime: 'image/webp' },
        thumbnail: { url: '/uploads/thumbnail_logo.webp', width: 245, height: 122, size: 2, mime: 'image/webp' },
      },
    });
    const organiser = await createExhibitor(db, { name: 'AI Praha', logoId: logo.id });
    const ada = await createSpeaker(db, { name: 'Ada Lovelace', job: 'Matematička' });
    const bob = await createSpeaker(db, { name: 'Bob Novák' });
    const [u1, u2] = [await createUser(db), await createUser(db)];

    const late = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId: ostrava.id,
      start: at('10:00'),
      end: at('11:00'),
      exhibitorId: organiser.id,
      max_users: 30,
      users: [u1.id, u2.id],
      speakers: [ada.id, bob.id],
      speakers_order: `${bob.id},${ada.id}`,
    });
    const early = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId: brno.id,
      start: at('09:00'),
      end: at('10:00'),
    });
    await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, hallId: ostrava.id, published_at: null });
    await createEvent(db, { eventtypeId: EVENT_TYPE.accompanying, hallId: ostrava.id });
    const inCongress = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId: congress.id,
      start: at('12:00'),
      end: at('13:00'),
    });

    const all = await findSeminars(db, { filters: { hallId: null }, viewer: null, timezone: TZ });
    expect(all.items.map((i) => i.id)).toEqual([early.id, late.id, inCongress.id]);
    expect(all.halls).toEqual([
      { id: brno.id, name: 'Sál Brno', name_en: 'Brno Hall' },
      { id: ostrava.id, name: 'Sál Ostrava', name_en: 'Ostrava Hall' },
    ]);
    expect(all.filters).toEqual({ hallId: null });

    const item = all.items[1]!;
    expect(item).toMatchObject({
      type: EVENT_TYPE.seminar,
      start: '2021-10-11T08:00:00.000Z',
      end: '2021-10-11T09:00:00.000Z',
      hall: { id: ostrava.id, name: 'Sál Ostrava', name_en: 'Ostrava Hall' },
      organiser: {
        id: organiser.id,
        name: 'AI Praha',
        ispublic: true,
        logo: { url: '/uploads/small_logo.webp', width: 500, height: 250 },
      },
      capacity: { max: 30, taken: 2 },
    });
    expect(item.speakers.map((s) => [s.name, s.slug])).toEqual([
      ['Bob Novák', 'bob-novak'],
      ['Ada Lovelace', 'ada-lovelace'],
    ]);
    expect(all.items[0]!.capacity).toBeNull();

    const inOstrava = await findSeminars(db, { filters: { hallId: ostrava.id }, viewer: null, timezone: TZ });
    expect(inOstrava.items.map((i) => i.id)).toEqual([late.id]);
    expect(inOstrava.filters).toEqual({ hallId: ostrava.id });

    // Halls that are not offered do not filter: the visitor sees the whole programme.
    for (const hallId of [congress.id, 999]) {
      const result = await findSeminars(db, { filters: { hallId }, viewer: null, timezone: TZ });
      expect(result.filters.hallId).toBeNull();
      expect(result.items).toHaveLength(3);
    }
  });

  it('leaves out draft speakers of a published seminar', async () => {
    const db = database.db;
    const speaker = await createSpeaker(db);
    const draft = await createSpeaker(db, { published_at: null });
    const seminar = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, speakers: [draft.id, speaker.id] });
    const { items } = await findSeminars(db, { filters: { hallId: null }, viewer: null, timezone: TZ });
    expect(items.find((i) => i.id === seminar.id)!.speakers.map((s) => s.id)).toEqual([speaker.id]);
  });
});
