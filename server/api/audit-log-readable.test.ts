/**
 * The audit log reads as people and records, not ids (decision 089): the list answers the
 * present names of the records its changes point to, and an Admin's signing someone off a
 * seminar is on the record, naming the attendee.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, ROLE } from '../../db/schema';
import { EVENT_TYPE } from '../../core/events/event-types';
import { BEFORE_EVENTS, createAdmin, createEvent, createExhibitor, createHall, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
const complete = { phone: '+420 601 234 567', hasTicket: true };
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

const ok = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
type Listed = {
  data: { entity_id: number; changes: { field: string; before?: unknown; after?: unknown }[] }[];
  names: Record<string, string>;
};
const historyOf = (entityId: number) =>
  t.send('GET', `/api/audit-log?entity=events&entity_id=${entityId}&_sort=id:DESC`, { bearer: admin });

describe('names instead of ids', () => {
  test("an event's hall and attendance changes answer the hall's and the people's names", async () => {
    const db = t.database.db;
    const [from, to] = [await createHall(db, { name: 'Sál Praha' }), await createHall(db, { name: 'Sál Brno' })];
    const jana = await createUser(db, {
      roleId: ROLE.confirmed,
      ...complete,
      firstName: 'Jana',
      lastName: 'Nováková',
      username: `jana${Date.now()}`,
    });
    const petr = await createUser(db, {
      roleId: ROLE.confirmed,
      ...complete,
      firstName: 'Petr',
      lastName: 'Svoboda',
      username: `petr${Date.now()}`,
    });
    const event = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId: from.id,
      exhibitorId: (await createExhibitor(db)).id,
      max_users: 10,
    });
    for (const who of [jana, petr])
      await ok(await t.send('POST', '/api/event-join', { bearer: who, body: { event: event.id, user: who.id } }));
    await ok(
      await t.send('PUT', `/api/events/${event.id}`, {
        bearer: admin,
        body: { hall: to.id, users_present: `${jana.id},${petr.id}` },
      }),
    );

    const { data, names } = await ok<Listed>(await historyOf(event.id));
    expect(data[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'hallId', before: from.id, after: to.id },
        { field: 'users_present', before: '', after: `${jana.id},${petr.id}` },
      ]),
    );
    expect(names).toMatchObject({
      [`halls:${from.id}`]: 'Sál Praha',
      [`halls:${to.id}`]: 'Sál Brno',
      [`users:${jana.id}`]: 'Jana Nováková',
      [`users:${petr.id}`]: 'Petr Svoboda',
    });
  });
});

describe("an Admin's removal of an attendee", () => {
  test('is recorded on the event with the attendee; leaving on one’s own is not', async () => {
    const db = t.database.db;
    const jana = await createUser(db, {
      roleId: ROLE.confirmed,
      ...complete,
      firstName: 'Jana',
      lastName: 'Odhlášená',
      username: `odh${Date.now()}`,
    });
    const petr = await createUser(db, {
      roleId: ROLE.confirmed,
      ...complete,
      firstName: 'Petr',
      lastName: 'Sám',
      username: `sam${Date.now()}`,
    });
    const event = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId: (await createHall(db)).id,
      exhibitorId: (await createExhibitor(db)).id,
      max_users: 10,
    });
    for (const who of [jana, petr])
      await ok(await t.send('POST', '/api/event-join', { bearer: who, body: { event: event.id, user: who.id } }));
    await ok(await t.send('POST', '/api/event-leave', { bearer: petr, body: { event: event.id, user: petr.id } }));
    expect(await db.$count(auditLog, and(eq(auditLog.entity, 'events'), eq(auditLog.entityId, event.id)))).toBe(0);

    await ok(await t.send('POST', '/api/event-leave', { bearer: admin, body: { event: event.id, user: jana.id } }));
    const { data, names } = await ok<Listed>(await historyOf(event.id));
    expect(data).toHaveLength(1);
    expect(data[0]!.changes).toEqual([{ field: 'attendee_removed', before: null, after: jana.id }]);
    expect(names[`users:${jana.id}`]).toBe('Jana Odhlášená');
  });
});
