/**
 * The no-show control (issue 30 item 6, decision 134) on a real database: the request goes once
 * to the seat holders of a full seminar with a queue, in each one's language with a signed link;
 * the link confirms without signing in; seats not confirmed by the deadline go to the queue in
 * order, with mails to both sides; the Me page and the seminar box show the request.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { eventJoins, events, eventWaitlist, EVENT_TYPE, mailOutbox, ROLE } from '../../db/schema';
import type { Database } from '../../db/client';
import { createEvent, createExhibitor, createUser } from '../../tests/factories';
import { createTestDatabase } from '../../tests/db';
import { joinedIds, queueIds } from '../../tests/seat-rows';
import { TEST_MAIL } from '../../tests/update-user';
import { findJoinedEvents } from '../events/find-joined-events';
import { getSignupBox } from '../signups/get-signup-box';
import { askReconfirmations, type ReconfirmMail } from './ask-reconfirmations';
import { confirmSeat, getSeatConfirmation } from './confirm-seat';
import { releaseUnconfirmedSeats } from './release-unconfirmed-seats';
import { signSeatToken } from './seat-token';

const SECRET = 'test-secret-test-secret-test-secret-42';
const at = (time: string) => new Date(`2021-10-11T${time}:00+02:00`);
const ctx: ReconfirmMail = {
  mail: TEST_MAIL,
  timezone: 'Europe/Prague',
  secret: SECRET,
};
const clockAt = (time: string) => () => at(time);

let database: Database;
let exhibitorId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  exhibitorId = (await createExhibitor(database.db)).id;
});
afterAll(() => database.close());

const person = (values: Parameters<typeof createUser>[1] = {}) =>
  createUser(database.db, { roleId: ROLE.confirmed, firstName: 'Jana', lastName: 'Nováková', hasTicket: true, ...values });

/** A seminar at 13:00 asking 4 hours before (request 09:00, deadline 11:00), seated by `seated`, with `waiting` in the queue in order. */
async function seminar(seated: number[], waiting: number[], values: Parameters<typeof createEvent>[1] = {}) {
  const event = await createEvent(database.db, {
    eventtypeId: EVENT_TYPE.seminar,
    exhibitorId,
    name: 'Vodíková ekonomika',
    name_en: 'Hydrogen economy',
    start: at('13:00'),
    end: at('14:30'),
    max_users: seated.length,
    reconfirm_hours: 4,
    users: seated,
    ...values,
  });
  for (const userId of waiting) await database.db.insert(eventWaitlist).values({ eventId: event.id, userId });
  return event;
}
const mailsOf = (template: string, to: string[]) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), inArray(mailOutbox.to, to)))
    .orderBy(asc(mailOutbox.id));
const askedAt = async (eventId: number) =>
  (await database.db.select({ at: events.reconfirm_asked_at }).from(events).where(eq(events.id, eventId)))[0]!.at!;
const tokenOf = async (eventId: number, userId: number) =>
  signSeatToken({ eventId, userId, askedAt: await askedAt(eventId) }, SECRET);

describe('the confirmation request', () => {
  test('goes once to every seat holder of a full seminar with a queue, in their language, with a signed link', async () => {
    const [cs, en, waiting] = [await person(), await person({ locale: 'en' }), await person()];
    const event = await seminar([cs.id, en.id], [waiting.id]);
    // Before the request time: nothing.
    await askReconfirmations(database.db, { ctx, now: at('08:59') });
    expect(await mailsOf('seat-reconfirm', [cs.email, en.email])).toEqual([]);

    await askReconfirmations(database.db, { ctx, now: at('09:00') });
    await askReconfirmations(database.db, { ctx, now: at('09:30') });
    const mails = await mailsOf('seat-reconfirm', [cs.email, en.email, waiting.email]);
    expect(mails.map((m) => [m.to, m.locale])).toEqual([
      [cs.email, 'cs'],
      [en.email, 'en'],
    ]);
    expect(mails[0]!.text).toContain('do 11. října 2021 v 11:00');
    expect(mails[0]!.text).toContain(`https://innoweek.test/potvrzeni-mista/${await tokenOf(event.id, cs.id)}`);
    expect(mails[1]!.subject).toBe('Please confirm your seat: Hydrogen economy – Innovation Week');
    expect(mails[1]!.text).toContain(`https://innoweek.test/en/confirm-seat/${await tokenOf(event.id, en.id)}`);
    const seats = await database.db.select().from(eventJoins).where(eq(eventJoins.eventId, event.id));
    expect(seats.map((s) => s.reconfirm_by)).toEqual([at('11:00'), at('11:00')]);
  });

  test('asks nobody where nobody waits, where seats are free, or where the control is off', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    await seminar([a.id], []);
    await seminar([b.id], [c.id], { max_users: 2 });
    await seminar([c.id], [a.id], { reconfirm_hours: null });
    await askReconfirmations(database.db, { ctx, now: at('10:00') });
    expect(await mailsOf('seat-reconfirm', [a.email, b.email, c.email])).toEqual([]);
  });

  test('asks a seminar that fills up later, while its deadline is ahead', async () => {
    const [a, b] = [await person(), await person()];
    const event = await seminar([a.id], [], { max_users: 1 });
    await askReconfirmations(database.db, { ctx, now: at('09:30') });
    await database.db.insert(eventWaitlist).values({ eventId: event.id, userId: b.id });
    await askReconfirmations(database.db, { ctx, now: at('10:00') });
    expect(await mailsOf('seat-reconfirm', [a.email])).toHaveLength(1);
  });
});

describe('confirming', () => {
  test('by the mailed link, without signing in; again is harmless; a forged link is refused', async () => {
    const [a, b, w] = [await person(), await person(), await person()];
    const event = await seminar([a.id, b.id], [w.id]);
    await askReconfirmations(database.db, { ctx, now: at('09:00') });
    const token = await tokenOf(event.id, a.id);
    expect(await getSeatConfirmation(database.db, { token, secret: SECRET, clock: clockAt('10:00') })).toMatchObject({
      state: 'pending',
      deadline: at('11:00'),
      userId: a.id,
    });
    expect((await confirmSeat(database.db, { token, secret: SECRET, clock: clockAt('10:00') })).state).toBe('confirmed');
    expect((await confirmSeat(database.db, { token, secret: SECRET, clock: clockAt('10:05') })).state).toBe('confirmed');
    // Confirming is one seat's: b's seat still waits.
    expect(
      (await getSeatConfirmation(database.db, { token: await tokenOf(event.id, b.id), secret: SECRET, clock: clockAt('10:00') }))
        .state,
    ).toBe('pending');
    const forged = `${event.id}.${b.id}.${token.split('.')[2]}`;
    await expect(confirmSeat(database.db, { token: forged, secret: SECRET, clock: clockAt('10:00') })).rejects.toMatchObject({
      code: 'SeatConfirm.invalid',
    });
  });

  test('after the deadline is too late, and a released seat is gone', async () => {
    const [a, w] = [await person(), await person()];
    const event = await seminar([a.id], [w.id]);
    await askReconfirmations(database.db, { ctx, now: at('09:00') });
    const token = await tokenOf(event.id, a.id);
    await expect(confirmSeat(database.db, { token, secret: SECRET, clock: clockAt('11:00') })).rejects.toMatchObject({
      code: 'SeatConfirm.late',
    });
    await releaseUnconfirmedSeats(database.db, { ctx, now: at('11:00') });
    expect((await getSeatConfirmation(database.db, { token, secret: SECRET, clock: clockAt('11:01') })).state).toBe('gone');
    await expect(confirmSeat(database.db, { token, secret: SECRET, clock: clockAt('10:00') })).rejects.toMatchObject({
      code: 'SeatConfirm.noSeat',
    });
  });

  test('as the signed-in holder; the Me page and the seminar box show the request until then', async () => {
    const [a, w] = [await person(), await person()];
    const event = await seminar([a.id], [w.id]);
    await askReconfirmations(database.db, { ctx, now: at('09:00') });
    const listed = async () =>
      (await findJoinedEvents(database.db, { userId: a.id, now: at('10:00') })).find((e) => e.id === event.id);
    const viewer = { ...a, editableExhibitorIds: [], editableSpeakerIds: [] } as unknown as Parameters<
      typeof getSignupBox
    >[1]['viewer'];
    expect((await listed())?.confirmBy).toEqual(at('11:00'));
    expect((await getSignupBox(database.db, { viewer, eventId: event.id, now: at('10:00') }))?.confirmBy).toEqual(at('11:00'));
    await confirmSeat(database.db, { userId: a.id, eventId: event.id, clock: clockAt('10:00') });
    expect((await listed())?.confirmBy).toBeUndefined();
    expect((await getSignupBox(database.db, { viewer, eventId: event.id, now: at('10:00') }))?.confirmBy).toBeUndefined();
  });
});

describe('the release at the deadline', () => {
  test('gives unconfirmed seats to the queue in order, mails both sides, and runs once', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => person({ locale: i % 2 ? 'cs' : 'en' })));
    const [kept, lostA, lostB, first, second, third] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    const event = await seminar([kept.id, lostA.id, lostB.id], [first.id, second.id, third.id]);
    await askReconfirmations(database.db, { ctx, now: at('09:00') });
    await confirmSeat(database.db, { userId: kept.id, eventId: event.id, clock: clockAt('10:00') });
    // Before the deadline nothing goes.
    expect(await releaseUnconfirmedSeats(database.db, { ctx, now: at('10:59') })).toBe(0);
    expect(await releaseUnconfirmedSeats(database.db, { ctx, now: at('11:00') })).toBe(2);
    expect(await releaseUnconfirmedSeats(database.db, { ctx, now: at('11:01') })).toBe(0);
    expect(await joinedIds(database.db, event.id)).toEqual([kept.id, first.id, second.id].sort((x, y) => x - y));
    expect(await queueIds(database.db, event.id)).toEqual([third.id]);
    const released = await mailsOf(
      'seat-released',
      people.map((p) => p.email),
    );
    expect(released.map((m) => m.to).sort()).toEqual([lostA.email, lostB.email].sort());
    expect(released.find((m) => m.to === lostA.email)!.subject).toBe(
      'Your seat went to the waiting list: Hydrogen economy – Innovation Week',
    );
    const promoted = await mailsOf(
      'signup-promoted',
      people.map((p) => p.email),
    );
    expect(promoted.map((m) => m.to)).toEqual([first.email, second.email]);
    // Seats given at the release were not asked about: nothing more is released.
    const rows = await database.db
      .select()
      .from(eventJoins)
      .where(and(eq(eventJoins.eventId, event.id), inArray(eventJoins.userId, [first.id, second.id])));
    expect(rows.map((r) => r.reconfirm_by)).toEqual([null, null]);
  });

  test('releases nothing once the seminar has started', async () => {
    const [a, w] = [await person(), await person()];
    const event = await seminar([a.id], [w.id]);
    await askReconfirmations(database.db, { ctx, now: at('09:00') });
    expect(await releaseUnconfirmedSeats(database.db, { ctx, now: at('13:00') })).toBe(0);
    expect(await joinedIds(database.db, event.id)).toEqual([a.id]);
  });
});
