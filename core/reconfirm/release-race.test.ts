/**
 * The release of unconfirmed seats racing itself and the joins (issue 30, decision 134), on
 * PostgreSQL where requests run on separate connections at once: three releases (as from three
 * processes), new people joining the queue through the API and holders confirming at the same
 * moment. Seats never exceed the capacity, each lost seat is released and mailed once, the freed
 * seats go to the queue's first people in order, and the newcomers queue behind them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { eventWaitlist, EVENT_TYPE, mailOutbox, ROLE, type users } from '../../db/schema';
import { testDatabaseKind } from '../../tests/db';
import { createEvent, createExhibitor, createUser } from '../../tests/factories';
import { joinedIds, queueIds } from '../../tests/seat-rows';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { askReconfirmations } from './ask-reconfirmations';
import { confirmSeat } from './confirm-seat';
import { releaseUnconfirmedSeats } from './release-unconfirmed-seats';

const at = (time: string) => new Date(`2021-10-11T${time}+02:00`);
const CAPACITY = 8;

describe.runIf(testDatabaseKind() === 'postgres')('releasing unconfirmed seats while people join and confirm', () => {
  let t: WriteTestContext;
  let exhibitorId: number;
  beforeAll(async () => {
    // The programme clock on the seminar's morning: joins are open until its 13:00 start.
    t = await createWriteTestContext({ env: { CLOCK_START: '2021-10-11T08:00:00+02:00' } });
    exhibitorId = (await createExhibitor(t.database.db)).id;
  });
  afterAll(() => t.database.close());

  type User = typeof users.$inferSelect;
  const people = (n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        createUser(t.database.db, {
          roleId: ROLE.confirmed,
          firstName: 'Jan',
          lastName: 'Novák',
          phone: '+420 601 234 567',
          hasTicket: true,
        }),
      ),
    );
  const mailsTo = async (template: string, to: User[]) =>
    (
      await t.database.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.template, template),
            inArray(
              mailOutbox.to,
              to.map((u) => u.email),
            ),
          ),
        )
        .orderBy(asc(mailOutbox.id))
    ).map((m) => m.to);

  test.each([1, 2, 3])('round %i: capacity and queue order hold, each seat is released once', async () => {
    const { db } = t.database;
    const ctx = { mail: t.deps.mail, timezone: t.config.timezone, secret: t.config.sessionSecret };
    const [seated, queue, newcomers] = [await people(CAPACITY), await people(6), await people(6)];
    const event = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId,
      start: at('13:00:00'),
      end: at('14:30:00'),
      max_users: CAPACITY,
      reconfirm_hours: 4,
      users: seated.map((u) => u.id),
    });
    for (const u of queue) await db.insert(eventWaitlist).values({ eventId: event.id, userId: u.id });
    await askReconfirmations(db, { ctx, now: at('09:00:00') });
    // Half confirm in time; two more try at the last moment, racing the release.
    const confirmed = seated.slice(0, 4);
    for (const u of confirmed) await confirmSeat(db, { userId: u.id, eventId: event.id, clock: () => at('10:00:00') });
    const lastMoment = seated.slice(4, 6);

    const release = () => releaseUnconfirmedSeats(db, { ctx, now: at('11:00:00') });
    const outcomes = await Promise.allSettled([
      release(),
      ...newcomers
        .slice(0, 3)
        .map((u) => t.send('POST', '/api/event-join', { bearer: u, body: { event: event.id, user: u.id, waitingList: true } })),
      ...lastMoment.map((u) => confirmSeat(db, { userId: u.id, eventId: event.id, clock: () => at('10:59:59') })),
      release(),
      ...newcomers
        .slice(3)
        .map((u) => t.send('POST', '/api/event-join', { bearer: u, body: { event: event.id, user: u.id, waitingList: true } })),
      release(),
    ]);
    const joins = outcomes.filter(
      (o): o is PromiseFulfilledResult<Response> => o.status === 'fulfilled' && o.value instanceof Response,
    );
    expect(joins.map((o) => o.value.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const releases = [outcomes[0], outcomes[6], outcomes[10]].map((o) => (o as PromiseFulfilledResult<number>).value);

    // A last-moment confirmation either won the lock (the seat stays) or came after the release (the seat is gone).
    const lateOutcomes = outcomes.slice(4, 6);
    const savedLate = lastMoment.filter((_, i) => lateOutcomes[i]!.status === 'fulfilled');
    for (const o of lateOutcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'SeatConfirm.noSeat' });
    const lost = seated.filter((u) => !confirmed.includes(u) && !savedLate.includes(u));

    expect(releases.reduce((a, b) => a + b, 0)).toBe(lost.length);
    const promoted = queue.slice(0, lost.length);
    const seats = await joinedIds(db, event.id);
    expect(seats).toHaveLength(CAPACITY);
    expect(seats).toEqual([...confirmed, ...savedLate, ...promoted].map((u) => u.id).sort((a, b) => a - b));
    // The queue: the rest of the first people waiting in their order, then the newcomers.
    const waiting = await queueIds(db, event.id);
    expect(waiting.slice(0, queue.length - lost.length)).toEqual(queue.slice(lost.length).map((u) => u.id));
    expect(waiting.slice(queue.length - lost.length).sort((a, b) => a - b)).toEqual(
      newcomers.map((u) => u.id).sort((a, b) => a - b),
    );
    // Both sides told, each once.
    expect((await mailsTo('seat-released', seated)).sort()).toEqual(lost.map((u) => u.email).sort());
    expect(await mailsTo('signup-promoted', [...queue, ...newcomers])).toEqual(promoted.map((u) => u.email));
  });
});
