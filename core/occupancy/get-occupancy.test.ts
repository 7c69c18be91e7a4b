/**
 * Live occupancy (decision 130) on a real database: seat holders marked present against the
 * seats, each hall's running session by the programme clock (a late hall's shown times), the
 * conference door's admitted tickets, who may read it, and the wall's full state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE, halls, ROLE, tickets } from '../../db/schema';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createHall, createTicketOrder, createUser } from '../../tests/factories';
import type { ViewerWithRights } from '../accounts/policy';
import { getMediawall } from '../mediawall/get-mediawall';
import { getOccupancy, type Occupancy } from './get-occupancy';

const TZ = 'Europe/Prague';
const at = (time: string) => new Date(`2021-10-11T${time}:00+02:00`);
const now = at('10:30');

// Figures are not about the viewer's own rows: ids of accounts that need not exist.
const admin = viewerOf(ROLE.admin);
const member = viewerOf(ROLE.confirmed);
let organizer: ViewerWithRights;
let database: Database;
/** The sessions by what they stand for. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const ours = await createExhibitor(db);
  const theirs = await createExhibitor(db);
  organizer = viewerOf(ROLE.organizer, { exhibitors: [ours.id] });
  const [a, b, c] = (await Promise.all([1, 2, 3].map(() => createUser(db)))).map((u) => u.id) as [number, number, number];

  // The wall's halls are fixed by id (variant 1: halls 1 and 3).
  await db.insert(halls).values([
    { id: 1, name: 'Sál Praha' },
    { id: 3, name: 'Sál Ostrava' },
  ]);
  const late = await createHall(db, { id: 11, name: 'Sál Pozdní', delayMinutes: 30, delaySetAt: at('09:00') });
  const seminar = { eventtypeId: EVENT_TYPE.seminar, exhibitorId: ours.id };
  // Hall 1: both seat holders in, so full; its afternoon session is next.
  ids.full = (
    await createEvent(db, {
      ...seminar,
      name: 'Plný',
      hallId: 1,
      max_users: 2,
      start: at('10:00'),
      end: at('11:00'),
      users: [a, b],
      users_present: `${a},${b}`,
    })
  ).id;
  ids.afternoon = (
    await createEvent(db, { ...seminar, name: 'Odpolední', hallId: 1, max_users: 2, start: at('13:00'), end: at('14:00') })
  ).id;
  // Hall 3: one of three in; c's id is left over from a seat given up, and counts for nothing.
  ids.half = (
    await createEvent(db, {
      ...seminar,
      name: 'Poloprázdný',
      hallId: 3,
      max_users: 3,
      start: at('10:15'),
      end: at('11:15'),
      users: [a, b],
      users_present: `${a}, ${c}`,
    })
  ).id;
  // Scheduled 09:30-10:20, shown 10:00-10:50 in the late hall: running now.
  ids.late = (
    await createEvent(db, {
      ...seminar,
      name: 'Zpožděný',
      hallId: late.id,
      max_users: 1,
      start: at('09:30'),
      end: at('10:20'),
      users: [a],
      users_present: `${a}`,
    })
  ).id;
  ids.over = (
    await createEvent(db, {
      ...seminar,
      name: 'Ranní',
      hallId: 3,
      max_users: 1,
      start: at('08:00'),
      end: at('09:00'),
      users: [a],
      users_present: `${a}`,
    })
  ).id;
  ids.theirs = (
    await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId: theirs.id,
      name: 'Cizí',
      max_users: 5,
      start: at('10:00'),
      end: at('12:00'),
      users: [c],
      users_present: `${c}`,
    })
  ).id;
  ids.draft = (
    await createEvent(db, { ...seminar, name: 'Koncept', published_at: null, start: at('10:00'), end: at('12:00') })
  ).id;

  // The door: one admitted of two valid tickets; an admitted ticket of a cancelled order does not count.
  const paid = await createTicketOrder(db, { status: 'paid', paidAt: at('08:00') });
  const cancelled = await createTicketOrder(db, { status: 'cancelled', cancelledAt: at('08:00') });
  await db.insert(tickets).values([
    { orderId: paid.id, code: 'TI-OCC1-0000-0001', admittedAt: at('09:41'), admittedDevice: 'Door 1' },
    { orderId: paid.id, code: 'TI-OCC1-0000-0002' },
    { orderId: cancelled.id, code: 'TI-OCC1-0000-0003', voidedAt: at('09:50'), admittedAt: at('09:45') },
  ]);
});
afterAll(() => database.close());

const session = (o: Occupancy, id: number) => o.sessions.find((s) => s.id === id);

describe('getOccupancy', () => {
  it('counts seat holders marked present against the seats, full once all are in', async () => {
    const o = await getOccupancy(database.db, { viewer: admin, now, timezone: TZ });
    expect(session(o, ids.full!)).toMatchObject({ present: 2, capacity: 2, joined: 2, full: true, running: true });
    expect(session(o, ids.half!)).toMatchObject({ present: 1, capacity: 3, joined: 2, full: false, running: true });
    expect(session(o, ids.afternoon!)).toMatchObject({ present: 0, capacity: 2, full: false, running: false });
  });

  it('gives each hall the figures of its running session, at the shown times of a late hall', async () => {
    const o = await getOccupancy(database.db, { viewer: admin, now, timezone: TZ });
    const hall = (name: string) => o.halls.find((h) => h.name === name);
    expect(hall('Sál Praha')?.session).toMatchObject({ id: ids.full, full: true });
    expect(hall('Sál Ostrava')?.session).toMatchObject({ id: ids.half, full: false });
    expect(hall('Sál Pozdní')?.session).toMatchObject({
      id: ids.late,
      full: true,
      start: at('10:00').toISOString(),
      end: at('10:50').toISOString(),
    });
  });

  it('leaves out sessions over by now, drafts, and between sessions a hall has none on', async () => {
    const o = await getOccupancy(database.db, { viewer: admin, now, timezone: TZ });
    expect(session(o, ids.over!)).toBeUndefined();
    expect(session(o, ids.draft!)).toBeUndefined();
    const lunch = await getOccupancy(database.db, { viewer: admin, now: at('12:00'), timezone: TZ });
    expect(lunch.halls.find((h) => h.name === 'Sál Praha')?.session).toBeNull();
  });

  it('counts the valid tickets admitted at the conference door', async () => {
    const o = await getOccupancy(database.db, { viewer: organizer, now, timezone: TZ });
    expect(o.door).toEqual({ admitted: 1, tickets: 2 });
  });

  it("shows an Organizer their exhibitors' sessions only, an Admin every one", async () => {
    const mine = await getOccupancy(database.db, { viewer: organizer, now, timezone: TZ });
    expect(session(mine, ids.full!)).toBeDefined();
    expect(session(mine, ids.theirs!)).toBeUndefined();
    const all = await getOccupancy(database.db, { viewer: admin, now, timezone: TZ });
    expect(session(all, ids.theirs!)).toMatchObject({ present: 1, capacity: 5, hall: null });
  });

  it('refuses a guest (401) and a member (403 Occupancy.forbidden)', async () => {
    await expect(getOccupancy(database.db, { viewer: null, now, timezone: TZ })).rejects.toMatchObject({
      code: 'Request.unauthorized',
    });
    await expect(getOccupancy(database.db, { viewer: member, now, timezone: TZ })).rejects.toMatchObject({
      code: 'Occupancy.forbidden',
    });
  });
});

describe('the wall of a full hall', () => {
  const wall = (at: Date) =>
    getMediawall(database.db, { variant: '1', now: at, timezone: TZ, version: 'test', who: { viewer: null, passCodeId: null } });

  it('says a hall is full while its running session has every seat holder in, with no counts', async () => {
    const w = await wall(now);
    expect(w.halls.map((h) => [h.id, h.headline, h.full])).toEqual([
      [1, 'now', true],
      [3, 'now', false],
    ]);
    expect(JSON.stringify(w)).not.toContain('present');
  });

  it('is not full before the session starts, however many are ticked off', async () => {
    const w = await wall(at('09:45'));
    expect(w.halls.find((h) => h.id === 1)).toMatchObject({ headline: 'next', full: false });
  });
});
