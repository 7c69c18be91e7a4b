import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE, eventWaitlist, halls } from '../../db/schema';
import { ROLE } from '../accounts/roles';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { BEFORE_EVENTS, createAdmin, createEvent, createHall, createUser } from '../../tests/factories';
import { TEST_MAIL } from '../../tests/update-user';
import { getProgrammeEvent } from '../programme/get-programme-event';
import { getSignupBox } from './get-signup-box';
import { leaveEvent } from './leave-event';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const before = new Date(BEFORE_EVENTS);
const member = (id: number) => viewerOf(ROLE.confirmed, { id, hasTicket: true });
const admin = (id: number) => viewerOf(ROLE.admin, { id });

describe('getSignupBox', () => {
  it('tells each viewer their place, the seats and what they may do', async () => {
    const { db } = database;
    const [a, b, c, d] = [await createUser(db), await createUser(db), await createUser(db), await createUser(db)];
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, max_users: 2, users: [a.id, b.id] });
    await db.insert(eventWaitlist).values({ eventId: event.id, userId: c.id });
    const box = (viewer: ReturnType<typeof member> | null) => getSignupBox(db, { viewer, eventId: event.id, now: before });

    expect(await box(null)).toEqual({
      state: 'none',
      seatsTaken: 2,
      seatsLeft: 0,
      max: 2,
      user: null,
      walkIn: false,
      phase: 'open',
      may: { join: false, waitlist: true, leave: false, signOffOthers: false },
    });
    expect(await box(member(a.id))).toMatchObject({
      state: 'joined',
      user: a.id,
      may: { join: false, waitlist: false, leave: true, signOffOthers: false },
    });
    expect(await box(member(c.id))).toMatchObject({ state: 'waiting', position: 1, may: { leave: true } });
    expect(await box(member(d.id))).toMatchObject({ state: 'none', may: { join: false, waitlist: true, leave: false } });
  });

  it('offers a seat while one is free, and nothing to join at a walk-in seminar', async () => {
    const { db } = database;
    const free = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, max_users: null });
    const door = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, access_control: 'only_unregitered' });
    expect(await getSignupBox(db, { viewer: null, eventId: free.id, now: before })).toMatchObject({
      seatsLeft: null,
      may: { join: true, waitlist: false },
    });
    expect(await getSignupBox(db, { viewer: null, eventId: door.id, now: before })).toMatchObject({
      walkIn: true,
      may: { join: false, waitlist: false },
    });
  });

  it('closes joins at the start and leaving at the end, by the clock given (decision 071)', async () => {
    const { db } = database;
    const a = await createUser(db);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, users: [a.id] });
    const at = (now: Date) => getSignupBox(db, { viewer: member(a.id), eventId: event.id, now });
    expect(await at(event.start)).toMatchObject({ phase: 'started', may: { join: false, leave: true } });
    expect(await at(event.end)).toMatchObject({ phase: 'ended', may: { leave: false } });
  });

  it('has no box for an accompanying event or an unpublished seminar', async () => {
    const { db } = database;
    const acco = await createEvent(db);
    const draft = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, published_at: null });
    const viewer = admin((await createAdmin(db)).id);
    expect(await getSignupBox(db, { viewer, eventId: acco.id, now: before })).toBeNull();
    expect(await getSignupBox(db, { viewer, eventId: draft.id, now: before })).toBeNull();
  });

  it('ends an Admin’s sign-off at the scheduled end while the hall runs late, as leaveEvent does (issue 33)', async () => {
    const { db } = database;
    const [a, boss] = [await createUser(db), await createAdmin(db)];
    const hall = await createHall(db);
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, hallId: hall.id, users: [a.id] });
    // The hall runs 30 minutes late since before the seminar: the page shows it ending half an hour later.
    await db
      .update(halls)
      .set({ delayMinutes: 30, delaySetAt: new Date(event.start.getTime() - 60_000) })
      .where(eq(halls.id, hall.id));
    const shown = await getProgrammeEvent(db, { id: event.id, viewer: admin(boss.id), timezone: 'Europe/Prague' });
    expect(new Date(shown.end).getTime()).toBe(event.end.getTime() + 30 * 60_000);

    // After the scheduled end, before the shown one.
    const now = new Date(event.end.getTime() + 10 * 60_000);
    const box = await getSignupBox(db, { viewer: admin(boss.id), eventId: event.id, now });
    expect(box).toMatchObject({ phase: 'ended', may: { signOffOthers: false } });
    // The server refuses what the box no longer offers.
    await expect(
      leaveEvent(db, {
        viewer: admin(boss.id),
        input: { event: event.id, user: a.id },
        mail: { mail: TEST_MAIL, timezone: 'Europe/Prague' },
        clock: () => now,
      }),
    ).rejects.toMatchObject({ code: 'Signup.ended' });
    // Before the scheduled end it may.
    const earlier = await getSignupBox(db, { viewer: admin(boss.id), eventId: event.id, now: new Date(event.end.getTime() - 1) });
    expect(earlier).toMatchObject({ may: { signOffOthers: true } });
  });
});
