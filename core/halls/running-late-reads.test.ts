/**
 * A hall marked 10 minutes late (decision 035) as every read shows it: the livestream
 * programme and banner, the seminar page and list, the calendar feed (parsed back), and the
 * running-late screen itself. The stored times never change.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EVENT_TYPE, events, halls, ROLE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createHall, createUser } from '../../tests/factories';
import { buildCalendar } from '../calendar/build-calendar';
import { findLiveBanner, findHallProgramme } from '../livestreams/find-hall-programme';
import { toCalendarEntry } from '../programme/event-calendar-entry';
import { findCalendarEvents } from '../programme/find-calendar-events';
import { findSeminars } from '../programme/find-seminars';
import { getWeekCalendar } from '../programme/get-week-calendar';
import { getProgrammeEvent } from '../programme/get-programme-event';
import { findHallDelays } from './find-hall-delays';

const TZ = 'Europe/Prague';
const at = (time: string, day = '2021-10-11') => new Date(`${day}T${time}:00+02:00`);
const isoAt = (time: string, day?: string) => at(time, day).toISOString();

let database: Database;
let late: { id: number };
let other: { id: number };
let morning: { id: number };
let running: { id: number };
let noon: { id: number };
let tomorrow: { id: number };
let elsewhere: { id: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  late = await createHall(db, { name: 'Sál Zpožděný', delayMinutes: 10, delaySetAt: at('10:32') });
  other = await createHall(db, { name: 'Sál Včasný' });
  const seminar = { hallId: late.id, eventtypeId: EVENT_TYPE.seminar };
  morning = await createEvent(db, { ...seminar, name: 'Ranní', start: at('09:00'), end: at('10:00') });
  running = await createEvent(db, { ...seminar, name: 'Probíhající', start: at('10:15'), end: at('11:00') });
  noon = await createEvent(db, { ...seminar, name: 'Polední', start: at('11:00'), end: at('12:00') });
  tomorrow = await createEvent(db, {
    ...seminar,
    name: 'Zítřejší',
    start: at('09:00', '2021-10-12'),
    end: at('10:00', '2021-10-12'),
  });
  elsewhere = await createEvent(db, {
    hallId: other.id,
    eventtypeId: EVENT_TYPE.seminar,
    name: 'Jinde',
    start: at('11:05'),
    end: at('11:50'),
  });
});
afterAll(() => database.close());

const delayOf = (minutes: number, start: string, end: string) => ({
  minutes,
  scheduled_start: isoAt(start),
  scheduled_end: isoAt(end),
});

describe('a hall marked 10 minutes late', () => {
  it('shifts the livestream programme from the event in progress on, that day only', async () => {
    const programme = await findHallProgramme(database.db, late.id, at('10:30'), TZ);
    expect(programme.map((e) => [e.id, e.start, e.end, e.delay])).toEqual([
      [morning.id, isoAt('09:00'), isoAt('10:00'), null],
      [running.id, isoAt('10:25'), isoAt('11:10'), delayOf(10, '10:15', '11:00')],
      [noon.id, isoAt('11:10'), isoAt('12:10'), delayOf(10, '11:00', '12:00')],
      [tomorrow.id, isoAt('09:00', '2021-10-12'), isoAt('10:00', '2021-10-12'), null],
    ]);
    // The stored times stay as scheduled.
    const [stored] = await database.db.select().from(events).where(eq(events.id, running.id));
    expect([stored!.start, stored!.end]).toEqual([at('10:15'), at('11:00')]);
  });

  it('keeps the event on air in the banner until its shifted end', async () => {
    const banner = (await findLiveBanner(database.db, at('11:05'), TZ))[0];
    expect(banner).toMatchObject({
      hall: { id: late.id },
      event: { name: 'Probíhající', start: isoAt('10:25'), end: isoAt('11:10'), delay: { minutes: 10 } },
      live: true,
    });
    // After it: both halls are on air, the shifted noon one and the other hall's since 11:05.
    const after = await findLiveBanner(database.db, at('11:11'), TZ);
    expect(after.map((b) => [b.event.name, b.event.delay?.minutes ?? 0])).toEqual([
      ['Polední', 10],
      ['Jinde', 0],
    ]);
  });

  it('shows the shifted times with the delay on the seminar page and orders the list by them', async () => {
    const page = await getProgrammeEvent(database.db, { id: noon.id, viewer: null, timezone: TZ });
    expect([page.start, page.end, page.delay]).toEqual([isoAt('11:10'), isoAt('12:10'), delayOf(10, '11:00', '12:00')]);
    const { items } = await findSeminars(database.db, { filters: { hallId: null }, viewer: null, timezone: TZ });
    const order = items.map((i) => i.id).filter((id) => [noon.id, elsewhere.id].includes(id));
    expect(order).toEqual([elsewhere.id, noon.id]);
  });

  it('writes the shifted times and the note into the calendar feed', async () => {
    const entries = (await findCalendarEvents(database.db, { eventtypeId: EVENT_TYPE.seminar, viewer: null, timezone: TZ }))
      .filter((e) => e.hall?.id === late.id)
      .map((e) =>
        toCalendarEntry(e, {
          locale: 'cs',
          url: `https://x.test/${e.id}`,
          host: 'x.test',
          delayNote: e.delay && `Zpožděno o ${e.delay.minutes} min.`,
        }),
      );
    const text = buildCalendar({ name: 'Semináře', entries, timezone: TZ, now: at('10:40'), language: 'cs' });
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
    const parsed = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const byUid = (id: number) => parsed.find((e) => e.uid === `event-${id}@x.test`)!;
    expect(byUid(noon.id).startDate.toJSDate()).toEqual(at('11:10'));
    expect(byUid(noon.id).endDate.toJSDate()).toEqual(at('12:10'));
    expect(byUid(noon.id).startDate.toString()).toBe('2021-10-11T11:10:00');
    expect(byUid(noon.id).description.startsWith('Zpožděno o 10 min.\n\n')).toBe(true);
    expect(byUid(morning.id).startDate.toJSDate()).toEqual(at('09:00'));
    expect(byUid(morning.id).description).not.toContain('Zpožděno');
  });

  it('is what the running-late screen shows, with what is on now and next; the next day it has expired', async () => {
    // An Admin sees every hall; which halls an Organizer gets is hall-delay-rights.test.ts's.
    const admin = { ...(await createUser(database.db, { roleId: ROLE.admin })), editableExhibitorIds: [] };
    const cards = await findHallDelays(database.db, { viewer: admin, now: at('11:05'), timezone: TZ });
    expect(cards.find((c) => c.id === late.id)).toMatchObject({
      minutes: 10,
      set_at: isoAt('10:32'),
      now: { id: running.id, start: isoAt('10:25'), delay: { minutes: 10 } },
      next: { id: noon.id, start: isoAt('11:10') },
    });
    expect(cards.find((c) => c.id === other.id)).toMatchObject({
      minutes: 0,
      set_at: null,
      now: { id: elsewhere.id },
      next: null,
    });

    const nextDay = await findHallDelays(database.db, { viewer: admin, now: at('08:00', '2021-10-12'), timezone: TZ });
    expect(nextDay.find((c) => c.id === late.id)).toMatchObject({
      minutes: 0,
      set_at: null,
      now: null,
      next: { id: tomorrow.id, start: isoAt('09:00', '2021-10-12'), delay: null },
    });
    const member = await createUser(database.db, { roleId: ROLE.confirmed });
    await expect(
      findHallDelays(database.db, { viewer: { ...member, editableExhibitorIds: [] }, now: at('11:05'), timezone: TZ }),
    ).rejects.toMatchObject({
      code: 'Hall.delay.forbidden',
    });
    // The hall row itself is untouched by reading.
    const [row] = await database.db.select().from(halls).where(eq(halls.id, late.id));
    expect(row!.delayMinutes).toBe(10);
  });

  it('places the events by their shifted times on the week calendar', async () => {
    const week = await getWeekCalendar(database.db, { week: '2021-10-11', now: at('10:40'), timezone: TZ, viewer: null });
    const placed = week.days.flatMap((d) => d.placed.map((p) => p.event));
    const times = (id: number) => placed.filter((e) => e.id === id).map((e) => [e.start, e.end]);
    expect(times(running.id)).toEqual([[isoAt('10:25'), isoAt('11:10')]]);
    expect(times(morning.id)).toEqual([[isoAt('09:00'), isoAt('10:00')]]);
    expect(times(tomorrow.id)).toEqual([[isoAt('09:00', '2021-10-12'), isoAt('10:00', '2021-10-12')]]);
  });
});
