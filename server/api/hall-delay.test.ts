/**
 * Running late (issue 11 item 7, decision 035) through the API: who may set a hall's delay,
 * what is refused, the audit entry, and the mediawall answering the shifted times.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, EVENT_TYPE, halls, ROLE } from '../../db/schema';
import type { ApiHallDelay } from '../../core/halls/hall-delay-input';
import type { ApiHall } from '../../core/halls/hall-query';
import type { Mediawall } from '../../core/mediawall/get-mediawall';
import { createEvent, createExhibitor, createUser } from '../../tests/factories';
import { createWriteTestContext, type SendOptions, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

// The programme clock: the main day, 10:32 in Prague (the delay's day and its start).
const CLOCK_START = '2021-10-11T10:32:00+02:00';
const at = (time: string, day = '2021-10-11') => new Date(`${day}T${time}:00+02:00`);

let t: WriteTestContext;
let organizer: { id: number; tokenVersion: number };
let admin: { id: number; tokenVersion: number };
let member: { id: number; tokenVersion: number };
let running: { id: number };
let later: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START } });
  const db = t.database.db;
  // The wall's halls are fixed by id (variant 1: halls 1 and 3).
  await db
    .insert(halls)
    .values([
      { id: 1, name: 'Sál Praha', name_en: 'Prague Hall' },
      { id: 3, name: 'Sál Ostrava' },
    ])
    .onConflictDoNothing();
  organizer = await createUser(db, { roleId: ROLE.organizer });
  // The Organizer runs every session of halls 1 and 3, so may delay them (decision 085).
  const exhibitor = await createExhibitor(db, { editors: [organizer.id] });
  const seminar = { hallId: 1, eventtypeId: EVENT_TYPE.seminar, exhibitorId: exhibitor.id };
  await createEvent(db, { ...seminar, hallId: 3, name: 'Seminář v Ostravě', start: at('11:00'), end: at('12:00') });
  await createEvent(db, { ...seminar, name: 'Ranní seminář', start: at('09:00'), end: at('10:00') });
  running = await createEvent(db, { ...seminar, name: 'Probíhající seminář', start: at('10:15'), end: at('11:00') });
  later = await createEvent(db, { ...seminar, name: 'Polední seminář', start: at('11:00'), end: at('12:00') });
  await createEvent(db, {
    ...seminar,
    name: 'Zítřejší seminář',
    start: at('09:00', '2021-10-12'),
    end: at('10:00', '2021-10-12'),
  });
  admin = await createUser(db, { roleId: ROLE.admin });
  member = await createUser(db, { roleId: ROLE.confirmed });
});
afterAll(() => t.database.close());

const setDelay = (hall: number, body: unknown, auth: SendOptions = { cookie: organizer }) =>
  t.send('PUT', `/api/halls/${hall}/delay`, { ...auth, body });
const delayOf = async (hall: number) => (await t.send('GET', `/api/halls/${hall}`)).json() as Promise<ApiHall>;
const entries = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'halls'), eq(auditLog.entityId, 1)));
/** The wall at a moment of the programme day: the offset from the programme clock's now. */
const wallAt = async (instant: Date) => {
  const offset = ((instant.getTime() - t.config.now().getTime()) / 3_600_000).toFixed(6);
  const res = await t.send('GET', `/api/mediawall/1?offset=${offset}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Mediawall).halls[0]!;
};
/** The programme clock's now, to the minute the test runs in. */
const nearClock = (iso: string | null) => Math.abs(Date.parse(iso ?? '') - Date.parse(CLOCK_START)) < 60_000;

describe('PUT /api/halls/{id}/delay', () => {
  test('guests are 401, members 403; Organizers and Admins set it', async () => {
    expect((await refusalOf(await setDelay(1, { minutes: 5 }, {}))).code).toBe('Request.unauthorized');
    const refused = await refusalOf(await setDelay(1, { minutes: 5 }, { cookie: member }));
    expect([refused.statusCode, refused.code]).toEqual([403, 'Hall.delay.forbidden']);
    // Who may is told before the body is read.
    expect((await setDelay(1, { minutes: 'x' }, { bearer: member })).status).toBe(403);
    expect((await setDelay(3, { minutes: 5 }, { bearer: admin })).status).toBe(200);
    expect((await setDelay(3, { minutes: 0 }, { cookie: organizer })).status).toBe(200);
    expect((await delayOf(1)).delay_minutes).toBe(0);
  });

  test.each([[-1], [181], [2.5], ['x'], ['10']])('minutes %j is refused with Hall.delay.minutes', async (minutes) => {
    const r = await refusalOf(await setDelay(1, { minutes }));
    expect([r.statusCode, r.code, r.fields]).toEqual([400, 'Hall.delay.minutes', { minutes: 'Hall.delay.minutes' }]);
  });

  test('a missing value, an unknown field and an unknown hall', async () => {
    expect((await refusalOf(await setDelay(1, {}))).fields).toEqual({ minutes: 'Form.error.required' });
    expect((await refusalOf(await setDelay(1, { minutes: 5, hall: 2 }))).fields).toEqual({ hall: 'Request.body.unknownField' });
    expect((await refusalOf(await setDelay(987654, { minutes: 5 }))).statusCode).toBe(404);
  });

  test('10 minutes late from the programme clock, audited; other minutes keep the start; back on time clears it', async () => {
    const before = (await entries()).length;
    const res = await setDelay(1, { minutes: 10 });
    expect(res.status).toBe(200);
    const set = (await res.json()) as ApiHallDelay;
    expect([set.hall, set.minutes, nearClock(set.set_at)]).toEqual([1, 10, true]);
    expect(await delayOf(1)).toMatchObject({ delay_minutes: 10, delay_set_at: set.set_at });

    const audit = (await entries()).slice(before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: organizer.id, action: 'update', label: 'Sál Praha' });
    expect(audit[0]!.changes).toEqual([
      { field: 'delayMinutes', before: 0, after: 10 },
      { field: 'delaySetAt', before: null, after: set.set_at },
    ]);

    // The hall has been late since then: a new value keeps that moment; the same value writes nothing.
    const more = (await (await setDelay(1, { minutes: 15 }, { bearer: admin })).json()) as ApiHallDelay;
    expect([more.minutes, more.set_at]).toEqual([15, set.set_at]);
    await setDelay(1, { minutes: 15 });
    expect(await entries()).toHaveLength(before + 2);

    const back = (await (await setDelay(1, { minutes: 0 })).json()) as ApiHallDelay;
    expect(back).toEqual({ hall: 1, minutes: 0, set_at: null });
    expect(await delayOf(1)).toMatchObject({ delay_minutes: 0, delay_set_at: null });
  });
});

describe('the mediawall of a hall running late', () => {
  test('shows the shifted times with the delay, and its headline follows them', async () => {
    expect((await setDelay(1, { minutes: 10 })).status).toBe(200);
    // 11:05: by the stored times the 11:00 seminar is on; shifted, the 10:15 one runs until 11:10.
    const praha = await wallAt(at('11:05'));
    expect(praha.headline).toBe('now');
    expect(praha.featured).toMatchObject({
      id: running.id,
      start: at('10:25').toISOString(),
      end: at('11:10').toISOString(),
      delay: { minutes: 10, scheduled_start: at('10:15').toISOString(), scheduled_end: at('11:00').toISOString() },
    });
    expect(praha.upcoming.map((e) => [e.id, e.start, e.delay?.minutes ?? 0])).toEqual([
      [later.id, at('11:10').toISOString(), 10],
      // The next day's seminar keeps its time: the delay is of the 11th only.
      [expect.any(Number), at('09:00', '2021-10-12').toISOString(), 0],
    ]);
    // 11:08: still on by the shifted times, though over by the stored ones.
    expect((await wallAt(at('11:08'))).featured?.id).toBe(running.id);
    // The seminar over before the delay was set keeps its time.
    const morning = await wallAt(at('09:30'));
    expect([morning.headline, morning.featured?.start, morning.featured?.delay]).toEqual([
      'now',
      at('09:00').toISOString(),
      null,
    ]);

    expect((await setDelay(1, { minutes: 0 })).status).toBe(200);
    const onTime = await wallAt(at('11:05'));
    expect([onTime.featured?.id, onTime.featured?.delay]).toEqual([later.id, null]);
  });
});
