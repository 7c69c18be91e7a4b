/**
 * A seminar deleted or taken off the programme (decision 061): everyone seated or waiting gets
 * the cancellation mail in their language, in the same transaction; unpublishing ends the
 * sign-ups, so publishing again starts empty; a join racing the delete is never lost silently.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { events, mailOutbox, ROLE, type users } from '../../db/schema';
import { EVENT_TYPE } from '../../core/events/event-types';
import { BEFORE_EVENTS, createEvent, createExhibitor, createHall, createUser } from '../../tests/factories';
import * as seatRows from '../../tests/seat-rows';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
let exhibitorId: number;
let hallId: number;
let editor: typeof users.$inferSelect;

const complete = { firstName: 'Jana', lastName: 'Nováková', phone: '+420 601 234 567', hasTicket: true };
const member = (values: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.database.db, { roleId: ROLE.confirmed, ...complete, ...values });
const seminar = (values: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t.database.db, {
    eventtypeId: EVENT_TYPE.seminar,
    hallId,
    exhibitorId,
    max_users: 2,
    name: 'Vodík v praxi',
    name_en: 'Hydrogen in practice',
    ...values,
  });
const join = (who: { id: number; tokenVersion: number }, eventId: number, waitingList = false) =>
  t.send('POST', '/api/event-join', { bearer: who, body: { event: eventId, user: who.id, waitingList } });
const mailsTo = (emails: string[]) =>
  t.database.db
    .select({ to: mailOutbox.to, template: mailOutbox.template, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, emails))
    .orderBy(asc(mailOutbox.id));
const cancellations = async (emails: string[]) =>
  (await mailsTo(emails)).filter((m) => m.template === 'event-cancelled').map((m) => m.to);

/** A full seminar: a Czech and an English attendee seated, one person waiting. */
async function fullSeminar() {
  const [cs, en, waiting] = [await member(), await member({ locale: 'en' }), await member()];
  const event = await seminar({ users: [cs.id, en.id] });
  expect((await join(waiting, event.id, true)).status).toBe(200);
  return { event, cs, en, waiting, emails: [cs.email, en.email, waiting.email] };
}

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  editor = await createUser(t.database.db, { roleId: ROLE.organizer });
  exhibitorId = (await createExhibitor(t.database.db, { editors: [editor.id] })).id;
  hallId = (await createHall(t.database.db)).id;
});
afterAll(() => t.database.close());

describe('deleting a seminar with sign-ups', () => {
  test('tells everyone seated or waiting, each in their language, and says how many', async () => {
    const { event, cs, en, waiting, emails } = await fullSeminar();
    const res = await t.send('DELETE', `/api/events/${event.id}`, { bearer: editor });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: event.id, name: 'Vodík v praxi', cancelledSignups: 3 });
    const mails = (await mailsTo(emails)).filter((m) => m.template === 'event-cancelled');
    expect(mails.map((m) => m.to).sort()).toEqual([cs.email, en.email, waiting.email].sort());
    expect(mails.find((m) => m.to === cs.email)!.subject).toBe('Seminář zrušen: Vodík v praxi – Týden inovací');
    expect(mails.find((m) => m.to === en.email)!.subject).toBe('Seminar cancelled: Hydrogen in practice – Innovation Week');
    expect(mails.find((m) => m.to === en.email)!.text).toContain('has been cancelled');
  });

  test('an event nobody signed up for is deleted without mail', async () => {
    const event = await seminar();
    const res = await t.send('DELETE', `/api/events/${event.id}`, { bearer: editor });
    expect(await res.json()).toMatchObject({ cancelledSignups: 0 });
  });

  test('a refused delete tells nobody', async () => {
    const { event, emails } = await fullSeminar();
    const stranger = await createUser(t.database.db, { roleId: ROLE.organizer });
    expect((await t.send('DELETE', `/api/events/${event.id}`, { bearer: stranger })).status).toBe(403);
    expect(await cancellations(emails)).toEqual([]);
    expect(await seatRows.joinedIds(t.database.db, event.id)).toHaveLength(2);
  });

  test('joins racing the delete: everyone who got a seat or a place is told', async () => {
    const event = await seminar({ max_users: 10 });
    const people = await Promise.all(Array.from({ length: 20 }, () => member()));
    const joining = people.map((u, i) => join(u, event.id, i % 2 === 0));
    await Promise.race(joining);
    const deleted = await t.send('DELETE', `/api/events/${event.id}`, { bearer: editor });
    const answers = await Promise.all(joining);
    expect(deleted.status).toBe(200);
    const placed = people.filter((_, i) => answers[i]!.status === 200).map((u) => u.email);
    expect((await cancellations(placed)).sort()).toEqual([...placed].sort());
    expect(((await deleted.json()) as { cancelledSignups: number }).cancelledSignups).toBe(placed.length);
  });
});

describe('unpublishing a seminar with sign-ups', () => {
  test('ends the seats and the queue with the mail; publishing again starts empty and mails nobody', async () => {
    const { event, emails } = await fullSeminar();
    const hidden = await t.send('PUT', `/api/events/${event.id}`, { bearer: editor, body: { published_at: null } });
    expect(hidden.status).toBe(200);
    expect((await cancellations(emails)).sort()).toEqual([...emails].sort());
    expect(await seatRows.joinedIds(t.database.db, event.id)).toEqual([]);
    expect(await seatRows.queueIds(t.database.db, event.id)).toEqual([]);

    const shown = await t.send('PUT', `/api/events/${event.id}`, {
      bearer: editor,
      body: { published_at: '2021-10-01T08:00:00.000Z' },
    });
    expect(shown.status).toBe(200);
    expect(await seatRows.joinedIds(t.database.db, event.id)).toEqual([]);
    expect(await cancellations(emails)).toHaveLength(3);
    const newcomer = await member();
    expect((await join(newcomer, event.id)).status).toBe(200);
  });

  test('other saves of a draft or a published seminar tell nobody', async () => {
    const { event, emails } = await fullSeminar();
    await t.send('PUT', `/api/events/${event.id}`, { bearer: editor, body: { name: 'Vodík v praxi II' } });
    const draft = await seminar({ published_at: null });
    await t.send('PUT', `/api/events/${draft.id}`, { bearer: editor, body: { published_at: null } });
    expect(await cancellations(emails)).toEqual([]);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(stored!.published_at).not.toBeNull();
  });
});
