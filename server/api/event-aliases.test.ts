import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_TYPE, ROLE } from '../../db/schema';
import { createAdmin, createEvent, createExhibitor, createOrganizer, createSpeaker, createUser } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** The event detail's other addresses of admin-and-widgets.md 7: `/event-admin/{id}` and `/events/{type}/{id}`. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;
let theirs: { id: number };
let other: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  theirs = await createExhibitor(db, { editors: [organizer.id] });
  other = await createExhibitor(db);
});
afterAll(() => t.database.close());

const body = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as Record<string, unknown> & { id: number; speakers: { id: number }[] };
};

describe('GET /api/event-admin/{id}', () => {
  test('its editors read a draft with speakers in their order and the attendees with contacts', async () => {
    const db = t.database.db;
    const [a, b] = [await createSpeaker(db), await createSpeaker(db)];
    const attendee = await createUser(db, { roleId: ROLE.confirmed, phone: '+420 777 000 111' });
    const draft = await createEvent(db, {
      exhibitorId: theirs.id,
      published_at: null,
      speakers: [a.id, b.id],
      speakers_order: `${b.id},${a.id}`,
      users: [attendee.id],
    });
    for (const bearer of [admin, organizer]) {
      const event = await body(await t.send('GET', `/api/event-admin/${draft.id}`, { bearer }), 200);
      expect(event).toMatchObject({ id: draft.id, published_at: null, users_present: '' });
      expect(event.speakers.map((s) => s.id)).toEqual([b.id, a.id]);
      expect(JSON.stringify(event.users)).toContain('+420 777 000 111');
    }
    // The same answer as the events' own detail with drafts' view.
    expect(await body(await t.send('GET', `/api/event-admin/${draft.id}`, { bearer: organizer }), 200)).toEqual(
      await body(await t.send('GET', `/api/events/${draft.id}?_publicationState=preview`, { bearer: organizer }), 200),
    );
  });

  test('guests 401, members 403, another exhibitor’s Organizer 403 on a published event and 404 on a draft', async () => {
    const db = t.database.db;
    const published = await createEvent(db, { exhibitorId: other.id });
    const draft = await createEvent(db, { exhibitorId: other.id, published_at: null });
    expect((await t.send('GET', `/api/event-admin/${published.id}`)).status).toBe(401);
    expect(await refusalOf(await t.send('GET', `/api/event-admin/${published.id}`, { bearer: member }))).toMatchObject({
      statusCode: 403,
      code: 'Event.forbidden.edit',
    });
    expect(await refusalOf(await t.send('GET', `/api/event-admin/${published.id}`, { bearer: organizer }))).toMatchObject({
      statusCode: 403,
      code: 'Event.forbidden.edit',
    });
    expect((await t.send('GET', `/api/event-admin/${draft.id}`, { bearer: organizer })).status).toBe(404);
    expect((await t.send('GET', `/api/event-admin/${draft.id}`, { bearer: admin })).status).toBe(200);
    expect((await t.send('GET', '/api/event-admin/999999', { bearer: admin })).status).toBe(404);
    expect((await refusalOf(await t.send('GET', '/api/event-admin/abc', { bearer: admin }))).statusCode).toBe(400);
  });
});

describe('GET /api/events/{type}/{id}', () => {
  test('answers the event of that type as GET /api/events/{id} does; another type is 404', async () => {
    const db = t.database.db;
    const seminar = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, exhibitorId: other.id });
    const typed = await body(await t.send('GET', `/api/events/${EVENT_TYPE.seminar}/${seminar.id}`), 200);
    expect(typed).toEqual(await body(await t.send('GET', `/api/events/${seminar.id}`), 200));
    expect((await t.send('GET', `/api/events/${EVENT_TYPE.accompanying}/${seminar.id}`)).status).toBe(404);
    expect((await t.send('GET', `/api/events/${EVENT_TYPE.seminar}/999999`)).status).toBe(404);
  });

  test('the same visibility: a draft only with preview, for those who may see it', async () => {
    const db = t.database.db;
    const draft = await createEvent(db, { eventtypeId: EVENT_TYPE.accompanying, exhibitorId: theirs.id, published_at: null });
    const path = `/api/events/${EVENT_TYPE.accompanying}/${draft.id}`;
    expect((await t.send('GET', path)).status).toBe(404);
    expect((await t.send('GET', path, { bearer: organizer })).status).toBe(404);
    expect((await t.send('GET', `${path}?_publicationState=preview`, { bearer: member })).status).toBe(404);
    expect((await body(await t.send('GET', `${path}?_publicationState=preview`, { bearer: organizer }), 200)).id).toBe(draft.id);
    expect((await refusalOf(await t.send('GET', `${path}?nope=1`, { bearer: organizer }))).field).toBe('nope');
  });

  test('the other routes under an event stay theirs', async () => {
    const seminar = await createEvent(t.database.db, { eventtypeId: EVENT_TYPE.seminar, exhibitorId: theirs.id, max_users: 5 });
    expect(await body(await t.send('GET', `/api/events/${seminar.id}/waitlist`, { bearer: organizer }), 200)).toEqual({
      data: [],
      total: 0,
    });
    expect((await t.send('GET', '/api/events/count')).status).toBe(200);
  });
});
