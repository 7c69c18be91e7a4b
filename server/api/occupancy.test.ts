/**
 * GET /api/occupancy through the real app (decision 130): a seminar running now by the
 * programme clock, full once its seat holders are ticked present; an Organizer sees only their
 * exhibitors' sessions; a guest 401, a member 403.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_TYPE } from '../../db/schema';
import type { Occupancy } from '../../core/occupancy/get-occupancy';
import { createAdmin, createEvent, createExhibitor, createHall, createOrganizer, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('GET /api/occupancy', () => {
  test("a running seminar's figures follow the presence marks; an Organizer sees their own", async () => {
    const db = t.database.db;
    const admin = await createAdmin(db);
    const organizer = await createOrganizer(db);
    const editor = await createOrganizer(db);
    const ours = await createExhibitor(db, { editors: [editor.id] });
    const theirs = await createExhibitor(db);
    const [a, b] = await Promise.all([createUser(db), createUser(db)]);
    const hall = await createHall(db);
    const seminar = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId: ours.id,
      hallId: hall.id,
      max_users: 2,
      start: minutes(-10),
      end: minutes(50),
      users: [a.id, b.id],
      users_present: String(a.id),
    });
    const other = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      exhibitorId: theirs.id,
      max_users: 9,
      start: minutes(-10),
      end: minutes(50),
    });

    const read = async (who: typeof admin) => {
      const res = await t.send('GET', '/api/occupancy', { bearer: who });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toContain('no-store');
      return (await res.json()) as Occupancy;
    };
    const before = await read(admin);
    expect(before.sessions.find((s) => s.id === seminar.id)).toMatchObject({
      present: 1,
      capacity: 2,
      full: false,
      running: true,
    });
    expect(before.halls.find((h) => h.id === hall.id)?.session).toMatchObject({ id: seminar.id, full: false });

    // The second holder ticked at the door: the seminar, and its hall, are full.
    const mark = await t.send('PUT', `/api/events/${seminar.id}/attendance`, {
      bearer: editor,
      body: { user: b.id, present: true },
    });
    expect(mark.status).toBe(200);
    const after = await read(editor);
    expect(after.sessions.find((s) => s.id === seminar.id)).toMatchObject({ present: 2, full: true });
    expect(after.halls.find((h) => h.id === hall.id)?.session).toMatchObject({ id: seminar.id, full: true });
    expect(after.sessions.find((s) => s.id === other.id)).toBeUndefined();

    // An Organizer who edits none of these exhibitors sees none of their sessions, but the door.
    const outsider = await read(organizer);
    expect(outsider.sessions.map((s) => s.id)).not.toContain(seminar.id);
    expect(outsider.door).toEqual({ admitted: 0, tickets: 0 });
  });

  test('a guest is 401 and a member 403 Occupancy.forbidden', async () => {
    const member = await createUser(t.database.db);
    expect((await t.send('GET', '/api/occupancy')).status).toBe(401);
    const refused = await t.send('GET', '/api/occupancy', { bearer: member });
    expect(refused.status).toBe(403);
    expect((await refusalOf(refused)).code).toBe('Occupancy.forbidden');
  });
});
