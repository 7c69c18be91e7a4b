/**
 * Seminar sign-ups through the API (decision 023): every refusal in its order, join and leave,
 * idempotence, the waiting list and its promotions (leave, raised max_users, an Admin removing
 * an attendee), the mails in the outbox, and the capacity under 200 concurrent requests.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { editionTicketHolders, eventJoins, events, eventWaitlist, mailOutbox, ROLE, users } from '../../db/schema';
import { EVENT_TYPE } from '../../core/events/event-types';
import { BEFORE_EVENTS, createEvent, createExhibitor, createHall, createLocation, createUser } from '../../tests/factories';
import * as seatRows from '../../tests/seat-rows';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';
import { testDatabaseKind } from '../../tests/db';
import { writeCounter } from '../../db/write-count';

let t: WriteTestContext;
let exhibitorId: number;
let hallId: number;
let editor: typeof users.$inferSelect;

type Values = Parameters<typeof createUser>[1];
const complete: Values = { firstName: 'Jana', lastName: 'Nováková', phone: '+420 601 234 567', hasTicket: true };
const member = (values: Values = {}) => createUser(t.database.db, { roleId: ROLE.confirmed, ...complete, ...values });
const seminar = (values: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t.database.db, { eventtypeId: EVENT_TYPE.seminar, hallId, exhibitorId, max_users: 30, ...values });

const join = (who: { id: number; tokenVersion: number } | null, body: Record<string, unknown>) =>
  t.send('POST', '/api/event-join', { bearer: who, body });
const leave = (who: { id: number; tokenVersion: number } | null, body: Record<string, unknown>) =>
  t.send('POST', '/api/event-leave', { bearer: who, body });

const joinedIds = (eventId: number) => seatRows.joinedIds(t.database.db, eventId);
const queueIds = (eventId: number) => seatRows.queueIds(t.database.db, eventId);
const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  editor = await createUser(t.database.db, { roleId: ROLE.organizer });
  exhibitorId = (await createExhibitor(t.database.db, { editors: [editor.id] })).id;
  hallId = (await createHall(t.database.db, { name: 'Sál A', name_en: 'Hall A' })).id;
});
afterAll(() => t.database.close());

describe('refusals, in order', () => {
  test('a guest is 401 Signup.notSignedIn, even with a bad body', async () => {
    const event = await seminar();
    for (const body of [{ event: event.id, user: 1 }, { nonsense: true }]) {
      const r = await refusalOf(await join(null, body));
      expect([r.statusCode, r.code]).toEqual([401, 'Signup.notSignedIn']);
    }
    expect((await refusalOf(await leave(null, { event: event.id, user: 1 }))).code).toBe('Signup.notSignedIn');
    expect((await t.send('GET', `/api/event-join/${event.id}`)).status).toBe(401);
  });

  test("another user is 403 unless the caller is an Admin, even for the seminar's own editor (decision 055)", async () => {
    const event = await seminar();
    const [caller, other, organizer, admin] = [
      await member(),
      await member(),
      await createUser(t.database.db, { roleId: ROLE.organizer }),
      await createUser(t.database.db, { roleId: ROLE.admin }),
    ];
    for (const who of [caller, organizer, editor]) {
      const r = await refusalOf(await join(who, { event: event.id, user: other.id }));
      expect([r.statusCode, r.code], `${who.id}`).toEqual([403, 'Signup.forbidden']);
      expect(r.field).toBe('user');
    }
    expect(await joinedIds(event.id)).toEqual([]);
    expect((await join(admin, { event: event.id, user: other.id })).status).toBe(200);
    expect(await joinedIds(event.id)).toEqual([other.id]);
    for (const who of [caller, organizer, editor]) {
      const r = await refusalOf(await leave(who, { event: event.id, user: other.id }));
      expect([r.statusCode, r.code], `${who.id}`).toEqual([403, 'Signup.forbidden']);
    }
    expect(await joinedIds(event.id)).toEqual([other.id]);
    expect((await leave(admin, { event: event.id, user: other.id })).status).toBe(200);
    expect(await joinedIds(event.id)).toEqual([]);
  });

  test("an Organizer cannot put a ticket holder on their seminar's attendee list to read the contact", async () => {
    const event = await seminar();
    const victim = await member({ company: 'Tajná firma s.r.o.', phone: '+420 602 111 222' });
    expect((await join(editor, { event: event.id, user: victim.id })).status).toBe(403);
    const attendees = await t.send('GET', `/api/events/${event.id}/attendees`, { bearer: editor });
    expect(attendees.status).toBe(200);
    const text = await attendees.text();
    expect(text).not.toContain('Tajná firma');
    expect(text).not.toContain('602 111 222');
    expect(await mailsTo(victim.email)).toEqual([]);
  });

  test('not a published seminar: 400 Signup.notASeminar; a hidden draft 404', async () => {
    const user = await member();
    const accompanying = await createEvent(t.database.db, { exhibitorId });
    const draft = await seminar({ published_at: null });
    let r = await refusalOf(await join(user, { event: accompanying.id, user: user.id }));
    expect([r.statusCode, r.code]).toEqual([400, 'Signup.notASeminar']);
    expect((await join(user, { event: draft.id, user: user.id })).status).toBe(404);
    expect((await join(user, { event: 999_999, user: user.id })).status).toBe(404);
    // The draft's editor sees it, and is told it takes no sign-ups.
    r = await refusalOf(await join(editor, { event: draft.id, user: editor.id }));
    expect([r.statusCode, r.code]).toEqual([400, 'Signup.notASeminar']);
  });

  test('an incomplete profile is 400 Signup.fillOut listing the missing fields, then no ticket', async () => {
    const event = await seminar();
    const user = await member({ firstName: null, phone: '  ', hasTicket: false });
    const res = await join(user, { event: event.id, user: user.id });
    const body = (await res.clone().json()) as { data: { missing: string[] } };
    const r = await refusalOf(res);
    expect([r.statusCode, r.code]).toEqual([400, 'Signup.fillOut']);
    expect(r.fields).toEqual({ firstName: 'Form.error.required', phone: 'Form.error.required' });
    expect(body.data.missing).toEqual(['firstName', 'phone']);
    await t.database.db.update(users).set({ firstName: 'Petr', phone: '+420 777 000 111' }).where(eq(users.id, user.id));
    const r2 = await refusalOf(await join(user, { event: event.id, user: user.id }));
    expect([r2.statusCode, r2.code]).toEqual([400, 'Signup.noTicket']);
    expect(await joinedIds(event.id)).toEqual([]);
  });

  test('full: 409 Signup.full offering the waiting list', async () => {
    const first = await member();
    const event = await seminar({ max_users: 1, users: [first.id] });
    const user = await member();
    const res = await join(user, { event: event.id, user: user.id });
    const body = (await res.clone().json()) as { data: Record<string, unknown> };
    const r = await refusalOf(res);
    expect([r.statusCode, r.code]).toEqual([409, 'Signup.full']);
    expect(body.data).toMatchObject({ waitingList: true, seatsTaken: 1, seatsLeft: 0 });
  });

  test('a bad body is 400 with its fields', async () => {
    const user = await member();
    const r = await refusalOf(await join(user, { event: 'x', user: user.id, extra: 1 }));
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.fields).sort()).toEqual(['event', 'extra']);
  });
});

describe('join and leave', () => {
  test('join, join again (one seat), leave, leave again, rejoin; with mails in the user language', async () => {
    const event = await seminar({ max_users: 2, name: 'Umělá inteligence', name_en: 'Artificial intelligence', slug: 'ai' });
    const user = await member({ locale: 'en' });
    const first = await join(user, { event: event.id, user: user.id });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      event: event.id,
      user: user.id,
      state: 'joined',
      seatsTaken: 1,
      seatsLeft: 1,
      waiting: 0,
    });
    expect((await join(user, { event: event.id, user: user.id })).status).toBe(200);
    expect(await joinedIds(event.id)).toEqual([user.id]);

    const left = await leave(user, { event: event.id, user: user.id });
    expect(await left.json()).toMatchObject({ state: 'none', seatsTaken: 0, seatsLeft: 2 });
    expect((await leave(user, { event: event.id, user: user.id })).status).toBe(200);
    expect(await (await join(user, { event: event.id, user: user.id })).json()).toMatchObject({ state: 'joined' });

    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.template)).toEqual(['signup-joined', 'signup-left', 'signup-joined']);
    const [joined] = mails;
    expect(joined!.locale).toBe('en');
    expect(joined!.subject).toContain('Artificial intelligence');
    expect(joined!.text).toContain('Hello Jana Nováková');
    // The English page, at the English name's slug (decision 096).
    expect(joined!.text).toMatch(/\/en\/professional-seminars\/\d+\/artificial-intelligence/);
    expect(joined!.attachments).toHaveLength(1);
    const ics = Buffer.from(joined!.attachments![0]!.content, 'base64').toString('utf8');
    expect(joined!.attachments![0]!.filename).toBe('ai.ics');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Artificial intelligence');
    expect(ics).toContain('LOCATION:Hall A');
    expect(mails[1]!.attachments).toBeNull();
  });

  test("a seat's calendar file names the seminar's location when it has no hall", async () => {
    const location = await createLocation(t.database.db, { name: 'Aula', name_en: 'Great Hall' });
    const event = await seminar({ hallId: null, locationId: location.id });
    const [cs, en] = [await member(), await member({ locale: 'en' })];
    for (const u of [cs, en]) expect((await join(u, { event: event.id, user: u.id })).status).toBe(200);
    const ics = async (u: typeof cs) =>
      Buffer.from((await mailsTo(u.email))[0]!.attachments![0]!.content, 'base64').toString('utf8');
    expect(await ics(cs)).toContain('LOCATION:Aula');
    expect(await ics(en)).toContain('LOCATION:Great Hall');
  });

  test('leaving takes the presence mark with the seat', async () => {
    const [a, b] = [await member(), await member()];
    const event = await seminar({ users: [a.id, b.id] });
    for (const who of [a, b]) {
      const marked = await t.send('PUT', `/api/events/${event.id}/attendance`, {
        bearer: editor,
        body: { user: who.id, present: true },
      });
      expect(marked.status).toBe(200);
    }
    expect((await leave(a, { event: event.id, user: a.id })).status).toBe(200);
    const [row] = await t.database.db.select({ present: events.users_present }).from(events).where(eq(events.id, event.id));
    expect(row!.present).toBe(String(b.id));
  });

  test('GET /event-join/{event} answers the caller state', async () => {
    const event = await seminar({ max_users: 5 });
    const user = await member();
    const state = async () => (await t.send('GET', `/api/event-join/${event.id}`, { bearer: user })).json();
    expect(await state()).toMatchObject({ state: 'none', seatsTaken: 0, seatsLeft: 5 });
    await join(user, { event: event.id, user: user.id });
    expect(await state()).toMatchObject({ state: 'joined', seatsTaken: 1, seatsLeft: 4 });
  });

  test('a seminar without max_users has no limit', async () => {
    const event = await seminar({ max_users: null });
    const user = await member();
    expect(await (await join(user, { event: event.id, user: user.id })).json()).toMatchObject({
      state: 'joined',
      seatsLeft: null,
    });
  });
});

describe('waiting list', () => {
  test('queues a full seminar in order, tells the position; a leave promotes the first with a mail', async () => {
    const seated = await member();
    const event = await seminar({ max_users: 1, users: [seated.id] });
    const [a, b] = [await member(), await member({ locale: 'en' })];
    expect(await (await join(a, { event: event.id, user: a.id, waitingList: true })).json()).toMatchObject({
      state: 'waiting',
      position: 1,
      seatsLeft: 0,
    });
    expect(await (await join(b, { event: event.id, user: b.id, waitingList: true })).json()).toMatchObject({
      state: 'waiting',
      position: 2,
      waiting: 2,
    });
    // Asking again keeps the place; joining without waitingList answers the waiting state.
    expect(await (await join(b, { event: event.id, user: b.id, waitingList: true })).json()).toMatchObject({ position: 2 });
    expect(await (await join(b, { event: event.id, user: b.id })).json()).toMatchObject({ state: 'waiting', position: 2 });

    await leave(seated, { event: event.id, user: seated.id });
    expect(await joinedIds(event.id)).toEqual([a.id]);
    expect(await queueIds(event.id)).toEqual([b.id]);
    expect(await (await t.send('GET', `/api/event-join/${event.id}`, { bearer: b })).json()).toMatchObject({
      state: 'waiting',
      position: 1,
    });
    const promoted = await mailsTo(a.email);
    // The place was confirmed with its position (decision 121), then the seat came.
    expect(promoted.map((m) => m.template)).toEqual(['signup-waiting', 'signup-promoted']);
    expect(promoted[1]!.attachments).toHaveLength(1);

    // Leaving the queue gives the place up.
    await leave(b, { event: event.id, user: b.id });
    expect(await queueIds(event.id)).toEqual([]);
  });

  test("each person waiting is told their own place, not the queue's length nor another seminar's", async () => {
    const seated = await member();
    const [event, other] = [
      await seminar({ max_users: 1, users: [seated.id] }),
      await seminar({ max_users: 1, users: [seated.id] }),
    ];
    const [a, b, c] = [await member(), await member(), await member()];
    // c waits at the other seminar first: an earlier place in another queue counts for nothing here.
    await join(c, { event: other.id, user: c.id, waitingList: true });
    for (const u of [a, b, c]) await join(u, { event: event.id, user: u.id, waitingList: true });
    const stateOf = async (u: typeof a, id = event.id) => (await t.send('GET', `/api/event-join/${id}`, { bearer: u })).json();
    expect(await stateOf(a)).toMatchObject({ state: 'waiting', position: 1, waiting: 3, seatsTaken: 1, seatsLeft: 0 });
    expect(await stateOf(b)).toMatchObject({ state: 'waiting', position: 2, waiting: 3 });
    expect(await stateOf(c)).toMatchObject({ state: 'waiting', position: 3, waiting: 3 });
    expect(await stateOf(c, other.id)).toMatchObject({ state: 'waiting', position: 1, waiting: 1 });
    expect(await stateOf(seated)).toMatchObject({ state: 'joined', seatsTaken: 1 });
    expect((await stateOf(seated)).position).toBeUndefined();
    // The first leaves the queue: the others move up.
    await leave(a, { event: event.id, user: a.id });
    expect(await stateOf(b)).toMatchObject({ state: 'waiting', position: 1, waiting: 2 });
    expect(await stateOf(c)).toMatchObject({ state: 'waiting', position: 2, waiting: 2 });
    expect(await stateOf(a)).toMatchObject({ state: 'none', waiting: 2 });
  });

  test('a join finding free seats while people wait seats them first, in order, and is told full when none is left', async () => {
    const seated = await member();
    const event = await seminar({ max_users: 3, users: [seated.id] });
    const [first, second] = [await member(), await member()];
    // Seats left free while people wait (a limit raised without seating the queue).
    await t.database.db.insert(eventWaitlist).values([
      { eventId: event.id, userId: first.id },
      { eventId: event.id, userId: second.id },
    ]);
    const late = await member();
    const refused = await refusalOf(await join(late, { event: event.id, user: late.id }));
    expect([refused.statusCode, refused.code]).toEqual([409, 'Signup.full']);
    expect(await joinedIds(event.id)).toEqual([seated.id, first.id, second.id].sort((x, y) => x - y));
    expect(await queueIds(event.id)).toEqual([]);
    expect((await mailsTo(first.email)).map((m) => m.template)).toEqual(['signup-promoted']);
    // With one seat free and one person waiting, the person waiting takes it and the joiner queues behind.
    await t.database.db.delete(eventJoins).where(and(eq(eventJoins.eventId, event.id), eq(eventJoins.userId, second.id)));
    const third = await member();
    await t.database.db.insert(eventWaitlist).values({ eventId: event.id, userId: third.id });
    expect(await (await join(late, { event: event.id, user: late.id, waitingList: true })).json()).toMatchObject({
      state: 'waiting',
      position: 1,
      seatsLeft: 0,
    });
    expect(await joinedIds(event.id)).toEqual([seated.id, first.id, third.id].sort((x, y) => x - y));
  });

  test('an Admin removing an attendee promotes the first waiting', async () => {
    const [seated, waiting] = [await member(), await member()];
    const event = await seminar({ max_users: 1, users: [seated.id] });
    await join(waiting, { event: event.id, user: waiting.id, waitingList: true });
    const other = await member();
    expect((await leave(other, { event: event.id, user: seated.id })).status).toBe(403);
    expect((await leave(editor, { event: event.id, user: seated.id })).status).toBe(403);
    const admin = await createUser(t.database.db, { roleId: ROLE.admin });
    expect((await leave(admin, { event: event.id, user: seated.id })).status).toBe(200);
    expect(await joinedIds(event.id)).toEqual([waiting.id]);
  });

  test('a raised max_users through PUT /api/events/{id} seats the queue in order, never beyond', async () => {
    const seated = await member();
    const event = await seminar({ max_users: 1, users: [seated.id] });
    const queue = [await member(), await member(), await member()];
    for (const u of queue) await join(u, { event: event.id, user: u.id, waitingList: true });
    const res = await t.send('PUT', `/api/events/${event.id}`, { bearer: editor, body: { max_users: 3 } });
    expect(res.status).toBe(200);
    expect(await joinedIds(event.id)).toEqual([seated.id, queue[0]!.id, queue[1]!.id].sort((x, y) => x - y));
    expect(await queueIds(event.id)).toEqual([queue[2]!.id]);
    expect((await mailsTo(queue[0]!.email)).map((m) => m.template)).toEqual(['signup-waiting', 'signup-promoted']);
    // Still waiting: only the confirmation of the place.
    expect((await mailsTo(queue[2]!.email)).map((m) => m.template)).toEqual(['signup-waiting']);
  });

  test('a capacity below the people seated is refused on its field; down to their number it is taken', async () => {
    const seated = [await member(), await member(), await member()];
    const event = await seminar({ max_users: 5, users: seated.map((u) => u.id) });
    const refused = await refusalOf(await t.send('PUT', `/api/events/${event.id}`, { bearer: editor, body: { max_users: 2 } }));
    expect(refused).toMatchObject({ statusCode: 409, code: 'Event.capacityBelowSignups', field: 'max_users' });
    expect((await joinedIds(event.id)).length).toBe(3);
    const [stored] = await t.database.db.select({ max: events.max_users }).from(events).where(eq(events.id, event.id));
    expect(stored!.max).toBe(5);
    expect((await t.send('PUT', `/api/events/${event.id}`, { bearer: editor, body: { max_users: 3 } })).status).toBe(200);
  });

  test('editors read the waiting list; others are refused', async () => {
    const seated = await member();
    const event = await seminar({ max_users: 1, users: [seated.id] });
    const waiting = await member({ company: 'ACME' });
    await join(waiting, { event: event.id, user: waiting.id, waitingList: true });
    const res = await t.send('GET', `/api/events/${event.id}/waitlist`, { bearer: editor });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      total: 1,
      data: [{ position: 1, user: { id: waiting.id, email: waiting.email, company: 'ACME' } }],
    });
    expect((await t.send('GET', `/api/events/${event.id}/waitlist`)).status).toBe(401);
    const r = await refusalOf(await t.send('GET', `/api/events/${event.id}/waitlist`, { bearer: waiting }));
    expect([r.statusCode, r.code]).toEqual([403, 'Signup.waitlist.forbidden']);
  });
});

describe('sign-ups close at the start, leaving at the end (decision 071)', () => {
  const MINUTE = 60_000;
  /** A seminar placed around the programme clock: minutes from now to its start and its end. */
  const timed = (fromNow: number, toEnd: number, values: Parameters<typeof seminar>[0] = {}) => {
    const now = t.config.now().getTime();
    return seminar({ start: new Date(now + fromNow * MINUTE), end: new Date(now + toEnd * MINUTE), ...values });
  };
  const queueUp = (eventId: number, ...ids: number[]) =>
    t.database.db.insert(eventWaitlist).values(ids.map((userId) => ({ eventId, userId })));

  test('a seminar that started or ended takes no seat and no queue place: 409 Signup.started, before the profile', async () => {
    const started = await timed(-5, 55);
    const ended = await timed(-120, -60);
    const full = await timed(-5, 55, { max_users: 0 });
    const [u, incomplete] = [await member(), await member({ phone: null, hasTicket: false })];
    for (const [event, who, waitingList] of [
      [started, u, false],
      [started, u, true],
      [ended, u, false],
      [full, u, true],
      [started, incomplete, false],
    ] as const) {
      const r = await refusalOf(await join(who, { event: event.id, user: who.id, waitingList }));
      expect([r.statusCode, r.code, r.field], `${event.id}`).toEqual([409, 'Signup.started', 'event']);
    }
    expect(await joinedIds(started.id)).toEqual([]);
    expect(await queueIds(full.id)).toEqual([]);
    expect(await mailsTo(u.email)).toEqual([]);
    // A minute before the start the seat is still taken.
    const soon = await timed(1, 61);
    expect((await join(u, { event: soon.id, user: u.id })).status).toBe(200);
  });

  test('a seat given up after the start stays free: nobody is promoted, the queue stays', async () => {
    const [seated, waiting] = [await member(), await member()];
    const event = await timed(-5, 55, { max_users: 1, users: [seated.id] });
    await queueUp(event.id, waiting.id);
    const res = await leave(seated, { event: event.id, user: seated.id });
    expect(await res.json()).toMatchObject({ state: 'none', seatsLeft: 1, waiting: 1 });
    expect(await joinedIds(event.id)).toEqual([]);
    expect(await queueIds(event.id)).toEqual([waiting.id]);
    expect(await mailsTo(waiting.email)).toEqual([]);
    // The queue place can be given up too while the seminar runs.
    expect((await leave(waiting, { event: event.id, user: waiting.id })).status).toBe(200);
    expect(await queueIds(event.id)).toEqual([]);
  });

  test('a capacity raised after the start seats nobody from the queue', async () => {
    const [seated, waiting] = [await member(), await member()];
    const event = await timed(-5, 55, { max_users: 1, users: [seated.id] });
    await queueUp(event.id, waiting.id);
    const res = await t.send('PUT', `/api/events/${event.id}`, { bearer: editor, body: { max_users: 5 } });
    expect(res.status).toBe(200);
    expect(await joinedIds(event.id)).toEqual([seated.id]);
    expect(await queueIds(event.id)).toEqual([waiting.id]);
    expect(await mailsTo(waiting.email)).toEqual([]);
  });

  test('a seminar that is over keeps its list: leaving is 409 Signup.ended, for an Admin too', async () => {
    const [seated, waiting, admin] = [await member(), await member(), await createUser(t.database.db, { roleId: ROLE.admin })];
    const event = await timed(-120, -60, { users: [seated.id] });
    await queueUp(event.id, waiting.id);
    for (const [who, user] of [
      [seated, seated],
      [waiting, waiting],
      [admin, seated],
    ] as const) {
      const r = await refusalOf(await leave(who, { event: event.id, user: user.id }));
      expect([r.statusCode, r.code], `${who.id}`).toEqual([409, 'Signup.ended']);
    }
    expect(await joinedIds(event.id)).toEqual([seated.id]);
    expect(await queueIds(event.id)).toEqual([waiting.id]);
    expect(await mailsTo(seated.email)).toEqual([]);
  });
});

describe('capacity under concurrency', () => {
  const many = async (n: number) => {
    const { hasTicket: _, ...profile } = complete;
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => {
          const u = `race${i}x${Math.random().toString(36).slice(2, 10)}`;
          return { username: u, email: `${u}@example.test`, confirmed: true, roleId: ROLE.confirmed, ...profile };
        }),
      )
      .returning();
    // Each has a ticket for the current edition (decision 146).
    await t.database.db.insert(editionTicketHolders).values(rows.map((r) => ({ userId: r.id })));
    return rows;
  };

  test('200 parallel joins of a 30-seat seminar seat exactly 30; the others are told full', async () => {
    const event = await seminar({ max_users: 30 });
    const people = await many(200);
    const answers = await Promise.all(people.map((u) => join(u, { event: event.id, user: u.id })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(170);
    expect(await joinedIds(event.id)).toHaveLength(30);
    const mails = await t.database.db
      .select({ n: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'signup-joined')));
    expect(mails.length).toBeGreaterThanOrEqual(30);
  });

  test('a capacity lowered while people join is refused once they outnumber it, and never leaves more seated', async () => {
    // Twelve seated of 30; 30 more join while the capacity is lowered to 12, sent once the first join is in.
    const event = await seminar({ max_users: 30, users: (await many(12)).map((u) => u.id) });
    const people = await many(30);
    const joining = people.map((u) => join(u, { event: event.id, user: u.id }));
    await Promise.race(joining);
    const lowering = await t.send('PUT', `/api/events/${event.id}`, { bearer: editor, body: { max_users: 12 } });
    const answers = await Promise.all(joining);
    const [stored] = await t.database.db.select({ max: events.max_users }).from(events).where(eq(events.id, event.id));
    const seated = (await joinedIds(event.id)).length;
    expect(lowering.status).toBe(409);
    expect(stored!.max).toBe(30);
    expect(seated).toBeLessThanOrEqual(30);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(seated - 12);
  });

  test('200 parallel waiting-list requests, then 30 parallel leaves promote exactly 30, in queue order', async () => {
    const seated = await many(30);
    const event = await seminar({ max_users: 30, users: seated.map((u) => u.id) });
    // 200 waiting-list requests at once: each gets its own place, 1 to 200.
    const queued = await many(200);
    const places = await Promise.all(queued.map((u) => join(u, { event: event.id, user: u.id, waitingList: true })));
    const positions = await Promise.all(places.map(async (r) => ((await r.json()) as { position: number }).position));
    expect(new Set(positions).size).toBe(200);
    expect(await joinedIds(event.id)).toHaveLength(30);
    const order = await queueIds(event.id);
    expect(order).toHaveLength(200);
    const waiting = order.map((id) => ({ id }));
    // Joins racing the leaves must not jump the queue or overbook either.
    const latecomers = await many(20);
    const answers = await Promise.all([
      ...seated.map((u) => leave(u, { event: event.id, user: u.id })),
      ...latecomers.map((u) => join(u, { event: event.id, user: u.id })),
    ]);
    expect(answers.slice(0, 30).every((r) => r.status === 200)).toBe(true);
    expect(answers.slice(30).every((r) => r.status === 409)).toBe(true);
    const joined = await joinedIds(event.id);
    expect(joined).toEqual(
      waiting
        .slice(0, 30)
        .map((u) => u.id)
        .sort((x, y) => x - y),
    );
    expect(await queueIds(event.id)).toEqual(waiting.slice(30).map((u) => u.id));
  });
});

describe('round trips of a join (decision 197)', () => {
  /** The statements sent to the database while `work` runs, but BEGIN, COMMIT and ROLLBACK (PGlite's go unlogged). */
  const statementsOf = async <T>(work: () => Promise<T>) => {
    const sent: string[] = [];
    const log = writeCounter.logQuery;
    writeCounter.logQuery = (query, params) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) sent.push(query);
      log.call(writeCounter, query, params);
    };
    try {
      return { result: await work(), sent };
    } finally {
      writeCounter.logQuery = log;
    }
  };

  test('a seat: the user as the session read them, the seats with the event, the answer from under the lock', async () => {
    const event = await seminar({ max_users: 5, users: [(await member()).id] });
    const user = await member();
    const { result, sent } = await statementsOf(async () => (await join(user, { event: event.id, user: user.id })).json());
    expect(result).toMatchObject({ state: 'joined', seatsTaken: 2, seatsLeft: 3, waiting: 0 });
    // The session's user; the event with the seats; under the lock: the lock, the seats, the seat, its mail.
    expect(sent).toHaveLength(6);
    expect(sent.filter((q) => /for update/i.test(q))).toHaveLength(1);
    // The state: the session's user, the event with the seats.
    const state = await statementsOf(async () => (await t.send('GET', `/api/event-join/${event.id}`, { bearer: user })).json());
    expect(state.result).toMatchObject({ state: 'joined', seatsTaken: 2, seatsLeft: 3 });
    expect(state.sent).toHaveLength(2);
  });

  test("a queue's place is answered from under the lock with its position", async () => {
    const event = await seminar({ max_users: 1, users: [(await member()).id] });
    const [first, second] = [await member(), await member()];
    await join(first, { event: event.id, user: first.id, waitingList: true });
    const { result, sent } = await statementsOf(async () =>
      (await join(second, { event: event.id, user: second.id, waitingList: true })).json(),
    );
    expect(result).toMatchObject({ state: 'waiting', position: 2, waiting: 2, seatsTaken: 1, seatsLeft: 0 });
    expect(sent).toHaveLength(6);
  });

  test('joins waiting behind the join that filled the seminar are refused without taking its lock', async () => {
    const event = await seminar({ max_users: 5 });
    const people = await Promise.all(Array.from({ length: 40 }, () => member()));
    const { result, sent } = await statementsOf(() =>
      Promise.all(people.map(async (u) => (await join(u, { event: event.id, user: u.id })).status)),
    );
    expect(result.filter((s) => s === 200)).toHaveLength(5);
    expect(result.filter((s) => s === 409)).toHaveLength(35);
    expect(await joinedIds(event.id)).toHaveLength(5);
    // The five seated, and the one already waiting for the lock when the fifth seat went.
    expect(sent.filter((q) => /for update/i.test(q)).length).toBeLessThanOrEqual(6);
  });

  test('joins asking for the queue are not let go by a full seminar: they wait for the lock and queue', async () => {
    const event = await seminar({ max_users: 2 });
    const plain = await Promise.all(Array.from({ length: 8 }, () => member()));
    const queueing = await Promise.all(Array.from({ length: 4 }, () => member()));
    const answers = await Promise.all([
      ...plain.map((u) => join(u, { event: event.id, user: u.id })),
      ...queueing.map((u) => join(u, { event: event.id, user: u.id, waitingList: true })),
    ]);
    const states = await Promise.all(
      answers.map(async (r) => (r.status === 200 ? ((await r.json()) as { state: string }).state : r.status)),
    );
    expect(states.slice(8).every((s) => s === 'joined' || s === 'waiting')).toBe(true);
    expect(states.filter((s) => s === 'joined')).toHaveLength(2);
    expect(states.filter((s) => s === 409)).toHaveLength(8 - states.slice(0, 8).filter((s) => s === 'joined').length);
    expect(await joinedIds(event.id)).toHaveLength(2);
    expect(await queueIds(event.id)).toHaveLength(states.filter((s) => s === 'waiting').length);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('a join waiting on the lock while the seminar moves', () => {
  test("the seat's calendar file names the hall the seminar moved to, not none", async () => {
    const { db } = t.database;
    const moved = (await createHall(db, { name: 'Sál B', name_en: 'Hall B' })).id;
    const event = await seminar();
    const user = await member({ locale: 'en' });
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let updated!: () => void;
    const rowLocked = new Promise<void>((resolve) => (updated = resolve));
    // An editor's save holds the seminar's row, moving it to another hall...
    const editing = db.transaction(async (tx) => {
      await tx.update(events).set({ hallId: moved }).where(eq(events.id, event.id));
      updated();
      await held;
    });
    await rowLocked;
    // ...while a join reaches the lock and waits for it.
    const joining = join(user, { event: event.id, user: user.id });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    commit();
    await editing;
    expect((await joining).status).toBe(200);
    const [mail] = await mailsTo(user.email);
    const ics = Buffer.from(mail!.attachments![0]!.content, 'base64').toString('utf8');
    expect(ics).toContain('LOCATION:Hall B');
  });
});
