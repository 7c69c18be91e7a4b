/**
 * Deleting an account frees its seminar seats for the waiting list (decision 023): the first
 * person waiting is seated with the mail, in the delete's transaction, and parallel deletes
 * and joins neither leave a seat empty while people wait nor let a newcomer jump the queue.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { mailOutbox, ROLE, type users } from '../../db/schema';
import { EVENT_TYPE } from '../../core/events/event-types';
import { BEFORE_EVENTS, createEvent, createExhibitor, createHall, createUser } from '../../tests/factories';
import * as seatRows from '../../tests/seat-rows';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
let exhibitorId: number;
let hallId: number;
let admin: typeof users.$inferSelect;

const complete = { firstName: 'Jana', lastName: 'Nováková', phone: '+420 601 234 567', hasTicket: true };
const member = () => createUser(t.database.db, { roleId: ROLE.confirmed, ...complete });
const seminar = (values: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t.database.db, { eventtypeId: EVENT_TYPE.seminar, hallId, exhibitorId, max_users: 30, ...values });
const join = (who: { id: number; tokenVersion: number }, body: Record<string, unknown>) =>
  t.send('POST', '/api/event-join', { bearer: who, body });
const remove = (id: number) => t.send('DELETE', `/api/users/${id}`, { bearer: admin });

const joinedIds = (eventId: number) => seatRows.joinedIds(t.database.db, eventId);
const queueIds = (eventId: number) => seatRows.queueIds(t.database.db, eventId);
const templatesTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id))).map(
    (m) => m.template,
  );
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  admin = await createUser(t.database.db, { roleId: ROLE.admin });
  exhibitorId = (await createExhibitor(t.database.db)).id;
  hallId = (await createHall(t.database.db)).id;
});
afterAll(() => t.database.close());

describe('deleting a seated user', () => {
  test('seats the first person waiting, with the mail; the others keep their places', async () => {
    const [seated, stays] = [await member(), await member()];
    const event = await seminar({ max_users: 2, users: [seated.id, stays.id] });
    const [first, second] = [await member(), await member()];
    for (const u of [first, second]) expect((await join(u, { event: event.id, user: u.id, waitingList: true })).status).toBe(200);

    expect((await remove(seated.id)).status).toBe(200);
    expect(await joinedIds(event.id)).toEqual(sorted([stays.id, first.id]));
    expect(await queueIds(event.id)).toEqual([second.id]);
    // Each place in the queue was confirmed by mail (decision 121), then the first got the seat.
    expect(await templatesTo(first.email)).toEqual(['signup-waiting', 'signup-promoted']);
    expect(await templatesTo(second.email)).toEqual(['signup-waiting']);
    const state = (await (await t.send('GET', `/api/event-join/${event.id}`, { bearer: second })).json()) as {
      state: string;
      position: number;
      seatsLeft: number;
    };
    expect(state).toMatchObject({ state: 'waiting', position: 1, seatsLeft: 0 });
  });

  test('a user who was only waiting leaves the queue and frees no seat', async () => {
    const seated = await member();
    const event = await seminar({ max_users: 1, users: [seated.id] });
    const [gone, next] = [await member(), await member()];
    for (const u of [gone, next]) await join(u, { event: event.id, user: u.id, waitingList: true });
    expect((await remove(gone.id)).status).toBe(200);
    expect(await joinedIds(event.id)).toEqual([seated.id]);
    expect(await queueIds(event.id)).toEqual([next.id]);
  });

  test('parallel deletes and joins of a full seminar seat the queue in order, none beyond capacity', async () => {
    const seated = await Promise.all(Array.from({ length: 20 }, member));
    const event = await seminar({ max_users: 20, users: seated.map((u) => u.id) });
    const waiting = [];
    for (let i = 0; i < 10; i++) {
      const u = await member();
      await join(u, { event: event.id, user: u.id, waitingList: true });
      waiting.push(u);
    }
    const newcomers = await Promise.all(Array.from({ length: 10 }, member));
    const answers = await Promise.all([
      ...seated.slice(0, 10).map((u) => remove(u.id)),
      ...newcomers.map((u) => join(u, { event: event.id, user: u.id })),
    ]);
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.slice(10).map((r) => r.status)).toEqual(Array(10).fill(409));
    expect(await joinedIds(event.id)).toEqual(sorted([...seated.slice(10), ...waiting].map((u) => u.id)));
    expect(await queueIds(event.id)).toEqual([]);
  });
});
