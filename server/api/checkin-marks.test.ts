/**
 * Check-in at the door (decision 025): two phones send one-attendee marks with the time each
 * was made; the newest mark of each attendee wins, however late an older one arrives (a phone
 * that was offline replaying its queue), on PGlite and PostgreSQL. Also the attendee list the
 * check-in view refreshes from.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { parsePresentIds } from '../../core/attendance/present-ids';
import { events, EVENT_TYPE, ROLE } from '../../db/schema';
import {
  BEFORE_EVENTS,
  createAdmin,
  createEvent,
  createExhibitor,
  createHall,
  createOrganizer,
  createUser,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
type Row = { id: number; tokenVersion: number };
let admin: Row;
let organizer: Row;
let exhibitorId: number;
let hallId: number;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  admin = await createAdmin(t.database.db);
  organizer = await createOrganizer(t.database.db);
  exhibitorId = (await createExhibitor(t.database.db, { editors: [organizer.id] })).id;
  hallId = (await createHall(t.database.db)).id;
});
afterAll(() => t.database.close());

const seminar = async (users: number[]) =>
  createEvent(t.database.db, { eventtypeId: EVENT_TYPE.seminar, exhibitorId, hallId, max_users: 30, users });
const people = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t.database.db)));
const present = async (id: number) =>
  parsePresentIds((await t.database.db.select().from(events).where(eq(events.id, id)))[0]!.users_present).sort((a, b) => a - b);
/** An instant `minutes` before now, as a phone's clock wrote it. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Phone A is the organiser's (cookie, as the browser sends it), phone B the admin's (token). */
const phone = {
  A: (eventId: number, body: Record<string, unknown>) =>
    t.send('PUT', `/api/events/${eventId}/attendance`, { cookie: organizer, body }),
  B: (eventId: number, body: Record<string, unknown>) =>
    t.send('PUT', `/api/events/${eventId}/attendance`, { bearer: admin, body }),
};
const answer = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { users_present: string; applied: boolean };
};

describe('marks from two phones at one door', () => {
  test('merge: each phone keeps its own marks, and a late replay of an older mark loses', async () => {
    const [x, y, z] = await people(3);
    const event = await seminar([x!.id, y!.id, z!.id]);
    // Phone A goes offline at the door and queues: x present (10 min ago), y present (9 min ago).
    // Phone B, online, marks x absent (5 min ago: x was ticked by mistake) and z present.
    expect((await answer(await phone.B(event.id, { user: x!.id, present: false, at: ago(5) }))).applied).toBe(true);
    expect((await answer(await phone.B(event.id, { user: z!.id, present: true, at: ago(4) }))).applied).toBe(true);
    // Phone A comes back online and sends its queue, oldest first.
    const late = await answer(await phone.A(event.id, { user: x!.id, present: true, at: ago(10) }));
    expect(late.applied).toBe(false);
    expect(parsePresentIds(late.users_present)).toEqual([z!.id]);
    expect((await answer(await phone.A(event.id, { user: y!.id, present: true, at: ago(9) }))).applied).toBe(true);
    expect(await present(event.id)).toEqual([y!.id, z!.id].sort((a, b) => a - b));
    // A newer mark of x from phone A still counts.
    expect((await answer(await phone.A(event.id, { user: x!.id, present: true, at: ago(1) }))).applied).toBe(true);
    expect(await present(event.id)).toEqual([x!.id, y!.id, z!.id].sort((a, b) => a - b));
  });

  test('sent all at once from both phones, out of order, the newest mark of each attendee wins', async () => {
    const crowd = await people(12);
    const event = await seminar(crowd.map((p) => p.id));
    // Every attendee gets a mark from each phone; whichever was made later decides.
    const marks = crowd.flatMap((p, i) => {
      const aIsNewer = i % 3 !== 0;
      return [
        { send: phone.A, body: { user: p.id, present: i % 2 === 0, at: ago(aIsNewer ? 1 : 6) } },
        { send: phone.B, body: { user: p.id, present: i % 2 !== 0, at: ago(aIsNewer ? 6 : 1) } },
      ];
    });
    // Shuffled deterministically, so older marks often arrive last.
    const shuffled = marks.map((m, i) => ({ m, k: (i * 7919) % marks.length })).sort((a, b) => a.k - b.k);
    const answers = await Promise.all(shuffled.map(({ m }) => m.send(event.id, m.body)));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const expected = crowd
      .filter((_, i) => (i % 3 !== 0 ? i % 2 === 0 : i % 2 !== 0))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    expect(await present(event.id)).toEqual(expected);
  });

  test('a mark without a time is made now; a time ahead of the server counts as now', async () => {
    const [x] = await people(1);
    const event = await seminar([x!.id]);
    await answer(await phone.A(event.id, { user: x!.id, present: true }));
    // Made 2 minutes ago on a phone: older than the mark just made, so it loses.
    expect((await answer(await phone.B(event.id, { user: x!.id, present: false, at: ago(2) }))).applied).toBe(false);
    // A phone whose clock runs an hour ahead cannot make its mark win for an hour.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await answer(await phone.B(event.id, { user: x!.id, present: false, at: future }))).applied).toBe(true);
    expect((await answer(await phone.A(event.id, { user: x!.id, present: true }))).applied).toBe(true);
    expect(await present(event.id)).toEqual([x!.id]);
  });

  test('the whole-list write and a leave are marks made now: older queued marks do not undo them', async () => {
    const x = await createUser(t.database.db, { firstName: 'Eva', lastName: 'Malá', phone: '+420 777 000 111', hasTicket: true });
    const [y] = await people(1);
    const event = await seminar([x.id, y!.id]);
    const list = await t.send('PUT', `/api/events/${event.id}`, { bearer: admin, body: { users_present: String(x.id) } });
    expect(list.status).toBe(200);
    expect((await answer(await phone.A(event.id, { user: x.id, present: false, at: ago(3) }))).applied).toBe(false);
    expect(await present(event.id)).toEqual([x.id]);

    // x leaves and signs up again; a present mark queued before the leave stays unapplied.
    const body = { event: event.id, user: x.id };
    expect((await t.send('POST', '/api/event-leave', { bearer: admin, body })).status).toBe(200);
    expect((await t.send('POST', '/api/event-join', { bearer: admin, body })).status).toBe(200);
    expect(await present(event.id)).toEqual([]);
    expect((await answer(await phone.A(event.id, { user: x.id, present: true, at: ago(1) }))).applied).toBe(false);
    expect(await present(event.id)).toEqual([]);
  });

  test('a bad time is refused with the field named', async () => {
    const [x] = await people(1);
    const event = await seminar([x!.id]);
    const res = await phone.A(event.id, { user: x!.id, present: true, at: 'yesterday' });
    expect(res.status).toBe(400);
    expect((await refusalOf(res)).fields).toHaveProperty('at');
  });
});

describe('GET /api/events/{id}/attendees', () => {
  test('the list with present marks for the editors only', async () => {
    const [x, y] = await people(2);
    const event = await seminar([x!.id, y!.id]);
    await phone.A(event.id, { user: y!.id, present: true });
    const res = await t.send('GET', `/api/events/${event.id}/attendees`, { cookie: organizer });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { event: { id: number }; attendees: { id: number; email: string; present: boolean }[] };
    expect(body.event.id).toBe(event.id);
    expect(body.attendees.map((a) => [a.id, a.present])).toEqual([
      [x!.id, false],
      [y!.id, true],
    ]);
    expect(body.attendees[0]!.email).toBe(x!.email);
    expect((await t.send('GET', `/api/events/${event.id}/attendees`)).status).toBe(401);
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
    const refused = await t.send('GET', `/api/events/${event.id}/attendees`, { bearer: member });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(x!.email);
  });
});
