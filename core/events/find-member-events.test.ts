import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE, eventWaitlist } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import {
  BEFORE_EVENTS,
  createAdmin,
  createEvent,
  createExhibitor,
  createLocation,
  createOrganizer,
  createUser,
} from '../../tests/factories';
import { findJoinedEvents } from './find-joined-events';
import { findOrganisedEvents } from './find-organised-events';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The programme clock a week before the factories' events. */
const before = new Date(BEFORE_EVENTS);

const viewer = (u: { id: number; roleId: number }, editableExhibitorIds: number[]) => ({
  id: u.id,
  roleId: u.roleId,
  hasTicket: false,
  editableExhibitorIds,
  editableSpeakerIds: [],
});

describe('findJoinedEvents', () => {
  it("lists the user's published joined events, soonest first, with their location", async () => {
    const db = database.db;
    const me = await createUser(db);
    const other = await createUser(db);
    const hall = await createLocation(db, { name: 'Kongresové centrum', name_en: 'Congress Centre' });
    const later = await createEvent(db, {
      users: [me.id],
      start: new Date('2021-10-12T08:00:00Z'),
      end: new Date('2021-10-12T09:00:00Z'),
    });
    const sooner = await createEvent(db, { users: [me.id, other.id], eventtypeId: EVENT_TYPE.seminar, locationId: hall.id });
    await createEvent(db, { users: [me.id], published_at: null });
    await createEvent(db, { users: [other.id] });

    const events = await findJoinedEvents(db, { userId: me.id, now: before });
    expect(events.map((e) => e.id)).toEqual([sooner.id, later.id]);
    expect(events[0]).toMatchObject({
      eventtypeId: EVENT_TYPE.seminar,
      published: true,
      location: { name: 'Kongresové centrum', name_en: 'Congress Centre' },
    });
    expect(events[1]!.location).toBeNull();
    expect(await findJoinedEvents(db, { userId: (await createUser(db)).id, now: before })).toEqual([]);
  });
});

describe('findJoinedEvents: queue places (review finding 4)', () => {
  it('lists the seminars the user waits for, with the position, among the seats by start', async () => {
    const db = database.db;
    const [me, first] = [await createUser(db), await createUser(db)];
    const seated = await createEvent(db, { users: [me.id], eventtypeId: EVENT_TYPE.seminar });
    const full = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      max_users: 0,
      start: new Date('2021-10-11T06:00:00Z'),
      end: new Date('2021-10-11T06:30:00Z'),
    });
    await db.insert(eventWaitlist).values([
      { eventId: full.id, userId: first.id },
      { eventId: full.id, userId: me.id },
    ]);
    const events = await findJoinedEvents(db, { userId: me.id, now: before });
    expect(events.map((e) => [e.id, e.queuePosition])).toEqual([
      [full.id, 2],
      [seated.id, undefined],
    ]);
    expect((await findJoinedEvents(db, { userId: first.id, now: before }))[0]).toMatchObject({ id: full.id, queuePosition: 1 });
  });
});

describe('findJoinedEvents: what can be given up (decision 071)', () => {
  it('marks a seminar place leavable until its scheduled end, an accompanying event never', async () => {
    const db = database.db;
    const me = await createUser(db);
    const seminar = await createEvent(db, { users: [me.id], eventtypeId: EVENT_TYPE.seminar });
    const acco = await createEvent(db, { users: [me.id] });
    const leavable = async (now: Date) =>
      Object.fromEntries((await findJoinedEvents(db, { userId: me.id, now })).map((e) => [e.id, e.leavable]));
    expect(await leavable(before)).toEqual({ [seminar.id]: true, [acco.id]: false });
    expect(await leavable(new Date(seminar.end.getTime() - 1))).toMatchObject({ [seminar.id]: true });
    expect(await leavable(seminar.end)).toMatchObject({ [seminar.id]: false });
  });
});

describe('findOrganisedEvents', () => {
  it('gives an Organizer the events of exhibitors they may edit, drafts included', async () => {
    const db = database.db;
    const organizer = await createOrganizer(db);
    const mine = await createExhibitor(db, { editors: [organizer.id] });
    const theirs = await createExhibitor(db);
    const draft = await createEvent(db, {
      exhibitorId: mine.id,
      published_at: null,
      start: new Date('2021-10-05T08:00:00Z'),
      end: new Date('2021-10-05T09:00:00Z'),
    });
    const published = await createEvent(db, { exhibitorId: mine.id });
    await createEvent(db, { exhibitorId: theirs.id });

    const events = await findOrganisedEvents(db, { viewer: viewer(organizer, [mine.id]) });
    expect(events.map((e) => [e.id, e.published])).toEqual([
      [draft.id, false],
      [published.id, true],
    ]);
  });

  it('gives nothing to users without the Organizer or Admin role, or without exhibitors', async () => {
    const db = database.db;
    const member = await createUser(db);
    const listed = await createExhibitor(db, { editors: [member.id] });
    await createEvent(db, { exhibitorId: listed.id });
    expect(await findOrganisedEvents(db, { viewer: viewer(member, [listed.id]) })).toEqual([]);
    expect(await findOrganisedEvents(db, { viewer: viewer(await createAdmin(db), []) })).toEqual([]);
  });
});
