import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { CONFERENCE_HALL_ID, EVENT_TYPE, ROLE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createHall, createLocation, createSpeaker, createUser } from '../../tests/factories';
import type { ViewerWithRights } from '../accounts/policy';
import { findAllSessions } from './find-all-sessions';
import { readAllSessionsFilters } from './programme-filters';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const TZ = 'Europe/Prague';
const prague = (day: number, time: string) => new Date(`2021-10-${String(day).padStart(2, '0')}T${time}:00+02:00`);
const LATER = new Date('2030-01-01T00:00:00Z');

describe('findAllSessions', () => {
  it('lists the four areas by start and combines day, area, venue, city, text, seats and time filters', async () => {
    const db = database.db;
    const congress = await createHall(db, { id: CONFERENCE_HALL_ID, name: 'Kongresový sál', name_en: 'Congress Hall' });
    const brnoHall = await createHall(db, { name: 'Sál Brno', name_en: 'Brno Hall' });
    await createHall(db, { name: 'Sál bez programu' });
    const library = await createLocation(db, { name: 'Technická knihovna', name_en: 'Library of Technology' });
    const park = await createLocation(db, { name: 'Vědecký park' });
    const labs = await createExhibitor(db, { name: 'Vodíkové laboratoře' });
    const ada = await createSpeaker(db, { name: 'Ada Šťastná' });
    const [u1, u2] = [await createUser(db), await createUser(db)];

    const panel = await createEvent(db, {
      eventtypeId: EVENT_TYPE.conference,
      name: 'Umělá inteligence ve státě',
      hallId: congress.id,
      start: prague(11, '09:30'),
      end: prague(11, '10:45'),
      speakers: [ada.id],
    });
    const fullSeminar = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      name: 'Vodík v dopravě',
      hallId: brnoHall.id,
      exhibitorId: labs.id,
      start: prague(11, '10:00'),
      end: prague(11, '11:00'),
      max_users: 2,
      users: [u1.id, u2.id],
    });
    const openSeminar = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      name: 'Data ve zdravotnictví',
      name_en: 'Data in health care',
      hallId: brnoHall.id,
      start: prague(11, '11:15'),
      end: prague(11, '12:00'),
      max_users: 30,
      users: [u1.id],
    });
    const openDay = await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      name: 'Den otevřených dveří',
      locationId: library.id,
      address: 'Technická 2710/6, 160 80 Praha 6',
      start: prague(12, '09:00'),
      end: prague(12, '12:00'),
    });
    // A three-day exhibition runs on each of its days.
    const exhibition = await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      name: 'Výstava robotů',
      locationId: park.id,
      address: 'Křižíkova 70, 612 00 Brno',
      start: prague(11, '08:00'),
      end: prague(13, '18:00'),
    });
    const stand = await createEvent(db, {
      eventtypeId: EVENT_TYPE.fair,
      name: 'Stánek vodíkových laboratoří',
      exhibitorId: labs.id,
      start: prague(11, '10:20'),
      end: prague(11, '16:00'),
    });
    // Not listed: a draft, and an event for signed-in users only (the guest's view).
    await createEvent(db, { name: 'Koncept', start: prague(15, '10:00'), end: prague(15, '11:00'), published_at: null });
    const members = await createEvent(db, {
      name: 'Setkání členů',
      start: prague(16, '10:00'),
      end: prague(16, '11:00'),
      access_control: 'only_users',
    });

    const find = (query: string, now = LATER, viewer: ViewerWithRights | null = null) =>
      findAllSessions(db, { filters: readAllSessionsFilters(new URLSearchParams(query)), now, timezone: TZ, viewer });
    const ids = async (query: string, now?: Date) => (await find(query, now)).items.map((i) => i.id);

    const all = await find('');
    expect(all.items.map((i) => i.id)).toEqual([exhibition.id, panel.id, fullSeminar.id, stand.id, openSeminar.id, openDay.id]);
    expect(all.total).toBe(6);
    // Offered values come from the events: no draft's day, no hall without a programme.
    expect(all.days).toEqual(['2021-10-11', '2021-10-12', '2021-10-13']);
    expect(all.halls.map((h) => h.name)).toEqual(['Kongresový sál', 'Sál Brno']);
    expect(all.locations.map((l) => l.name)).toEqual(['Technická knihovna', 'Vědecký park']);
    expect(all.cities).toEqual(['Brno', 'Praha']);

    expect(await ids('area=seminars')).toEqual([fullSeminar.id, openSeminar.id]);
    expect(await ids('area=fair')).toEqual([stand.id]);
    expect(await ids('day=2021-10-12')).toEqual([exhibition.id, openDay.id]);
    expect(await ids('day=2021-10-13&area=accompanying')).toEqual([exhibition.id]);
    expect(await ids(`day=2021-10-11&hall=${brnoHall.id}`)).toEqual([fullSeminar.id, openSeminar.id]);
    expect(await ids(`location=${library.id}`)).toEqual([openDay.id]);
    expect(await ids('city=Brno')).toEqual([exhibition.id]);
    expect(await ids('city=Praha&day=2021-10-11')).toEqual([]);
    // Free text ignores case and diacritics, and looks at venue, organiser and speakers too.
    expect(await ids('q=VODIK')).toEqual([fullSeminar.id, stand.id]);
    expect(await ids('q=vodik+doprave')).toEqual([fullSeminar.id]);
    expect(await ids('q=stastna')).toEqual([panel.id]);
    expect(await ids('q=health')).toEqual([openSeminar.id]);
    expect(await ids('q=brno+hall&area=seminars')).toEqual([fullSeminar.id, openSeminar.id]);
    // Seats left: seminars only, and only those not full.
    expect(await ids('seats=1')).toEqual([openSeminar.id]);
    expect(await ids('seats=1&area=accompanying')).toEqual([]);

    // "Upcoming" keeps what has not ended; "soon" what starts within the hour after now.
    const quarterPastTen = prague(11, '10:15');
    expect(await ids('upcoming=1', quarterPastTen)).toEqual([
      exhibition.id,
      panel.id,
      fullSeminar.id,
      stand.id,
      openSeminar.id,
      openDay.id,
    ]);
    expect(await ids('soon=1', quarterPastTen)).toEqual([stand.id]);
    expect(await ids('soon=1', prague(11, '10:16'))).toEqual([stand.id, openSeminar.id]);
    expect(await ids('soon=1&area=seminars', prague(11, '10:16'))).toEqual([openSeminar.id]);
    expect(await ids('upcoming=1&day=2021-10-11', prague(11, '11:30'))).toEqual([exhibition.id, stand.id, openSeminar.id]);

    // Values that are not offered are dropped, so an old link still shows the programme.
    const stale = await find(`day=2021-10-15&hall=999&location=${park.id + 1000}&city=Ostrava&area=party&q=%00`);
    expect(stale.filters).toMatchObject({ day: null, hallId: null, locationId: null, city: null, area: null, text: null });
    expect(stale.items).toHaveLength(6);

    // A signed-in member also gets the members' event, and its day.
    const member = await createUser(db, { roleId: ROLE.confirmed });
    const viewer: ViewerWithRights = {
      id: member.id,
      roleId: ROLE.confirmed,
      hasTicket: false,
      editableExhibitorIds: [],
      editableSpeakerIds: [],
    };
    const theirs = await find('day=2021-10-16', LATER, viewer);
    expect(theirs.items.map((i) => i.id)).toEqual([members.id]);
    expect(theirs.days).toContain('2021-10-16');
  });
});
