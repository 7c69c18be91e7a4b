import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_TYPE, ROLE } from '../../db/schema';
import { timesOverlap } from '../../core/events/find-hall-clashes';
import {
  createAdmin,
  createEdition,
  createEvent,
  createExhibitor,
  createHall,
  createOrganizer,
  createUser,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** GET /api/events/hall-clashes: the events overlapping a time in a hall, for the forms' warning. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;
let hall: { id: number };
let otherHall: { id: number };
let edited: { id: number };
let theirs: { id: number; name: string };
let othersDraft: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  const own = await createExhibitor(db, { editors: [organizer.id] });
  const other = await createExhibitor(db);
  hall = await createHall(db);
  otherHall = await createHall(db);
  const at = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
  const seminar = { eventtypeId: EVENT_TYPE.seminar, hallId: hall.id, max_users: 20 };
  edited = await createEvent(db, { ...seminar, exhibitorId: own.id, ...at('2021-10-11T07:15:00Z', '2021-10-11T08:00:00Z') });
  theirs = await createEvent(db, { ...seminar, exhibitorId: own.id, ...at('2021-10-11T07:00:00Z', '2021-10-11T08:30:00Z') });
  othersDraft = await createEvent(db, {
    ...seminar,
    exhibitorId: other.id,
    published_at: null,
    ...at('2021-10-11T07:30:00Z', '2021-10-11T07:45:00Z'),
  });
  // Touching ends, another hall, another day: no clash.
  await createEvent(db, { ...seminar, exhibitorId: own.id, ...at('2021-10-11T06:00:00Z', '2021-10-11T07:00:00Z') });
  await createEvent(db, {
    ...seminar,
    hallId: otherHall.id,
    exhibitorId: own.id,
    ...at('2021-10-11T07:00:00Z', '2021-10-11T08:00:00Z'),
  });
  await createEvent(db, { ...seminar, exhibitorId: own.id, ...at('2021-10-12T07:00:00Z', '2021-10-12T08:00:00Z') });
});
afterAll(() => t.database.close());

const query = (over: Record<string, string> = {}) =>
  `/api/events/hall-clashes?${new URLSearchParams({
    hall: String(hall.id),
    start: '2021-10-11T07:00:00.000Z',
    end: '2021-10-11T08:00:00.000Z',
    exclude: String(edited.id),
    ...over,
  }).toString()}`;

describe('timesOverlap', () => {
  const at = (start: string, end: string) => ({ start: new Date(`2021-10-11T${start}Z`), end: new Date(`2021-10-11T${end}Z`) });
  test('overlapping times clash; one ending as the other starts does not', () => {
    expect(timesOverlap(at('09:00', '10:30'), at('09:15', '10:00'))).toBe(true);
    expect(timesOverlap(at('09:15', '10:00'), at('09:00', '10:30'))).toBe(true);
    expect(timesOverlap(at('09:00', '10:00'), at('09:30', '11:00'))).toBe(true);
    expect(timesOverlap(at('09:00', '10:00'), at('10:00', '11:00'))).toBe(false);
    expect(timesOverlap(at('11:00', '12:00'), at('09:00', '10:00'))).toBe(false);
  });
});

describe('GET /api/events/hall-clashes', () => {
  test('an Admin gets every overlapping event of the hall, drafts included, without the edited one', async () => {
    const res = await t.send('GET', query(), { bearer: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; published: boolean; editable: boolean }[]; hidden: number };
    expect(body.data.map((e) => e.id)).toEqual([theirs.id, othersDraft.id]);
    expect(body.data.map((e) => [e.published, e.editable])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(body.hidden).toBe(0);
  });

  test("an Organizer sees their own clash by name and another exhibitor's draft only counted", async () => {
    const res = await t.send('GET', query(), { cookie: organizer });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; name: string; editable: boolean }[]; hidden: number };
    expect(body.data).toEqual([expect.objectContaining({ id: theirs.id, name: theirs.name, editable: true })]);
    expect(body.hidden).toBe(1);
  });

  test('a new event (no exclude) clashes with the edited one too; an empty slot has none', async () => {
    const all = (await (await t.send('GET', query({ exclude: '' }).replace('&exclude=', ''), { bearer: admin })).json()) as {
      data: { id: number }[];
    };
    expect(all.data.map((e) => e.id)).toContain(edited.id);
    const free = (await (
      await t.send('GET', query({ start: '2021-10-11T12:00:00.000Z', end: '2021-10-11T13:00:00.000Z' }), { bearer: admin })
    ).json()) as { data: unknown[]; hidden: number };
    expect(free).toEqual({ data: [], hidden: 0 });
  });

  test("?edition=<year> looks among that edition's events only; an unknown year is named (decision 178)", async () => {
    const db = t.database.db;
    const draft = await createEdition(db, { year: 2033, state: 'draft' });
    const next = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId: hall.id,
      max_users: 20,
      editionId: draft.id,
      start: new Date('2021-10-11T07:30:00Z'),
      end: new Date('2021-10-11T09:00:00Z'),
    });
    const ids = async (path: string) =>
      ((await (await t.send('GET', path, { bearer: admin })).json()) as { data: { id: number }[] }).data.map((e) => e.id);
    expect(await ids(query({ edition: '2033' }))).toEqual([next.id]);
    expect(await ids(query())).not.toContain(next.id);
    const unknown = await refusalOf(await t.send('GET', query({ edition: '1999' }), { bearer: admin }));
    expect([unknown.statusCode, unknown.code, unknown.field]).toEqual([400, 'Query.param.edition', 'edition']);
  });

  test('guests and members are refused; bad parameters are named', async () => {
    expect((await t.send('GET', query())).status).toBe(401);
    expect((await refusalOf(await t.send('GET', query(), { bearer: member }))).code).toBe('Event.forbidden.edit');
    const badDate = await refusalOf(await t.send('GET', query({ start: 'tomorrow' }), { bearer: admin }));
    expect([badDate.statusCode, badDate.code, badDate.field]).toEqual([400, 'Query.param.date', 'start']);
    const noHall = await refusalOf(
      await t.send('GET', `/api/events/hall-clashes?start=2021-10-11T07:00:00Z&end=2021-10-11T08:00:00Z`, { bearer: admin }),
    );
    expect([noHall.code, noHall.field]).toEqual(['Query.param.id', 'hall']);
    const unknown = await refusalOf(await t.send('GET', query({ room: '1' }), { bearer: admin }));
    expect(unknown.code).toBe('Query.param.unknown');
  });
});
