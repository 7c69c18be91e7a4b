import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { parsePresentIds } from '../../core/attendance/present-ids';
import { events, eventWaitlist, EVENT_TYPE, ROLE } from '../../db/schema';
import { createAdmin, createEvent, createExhibitor, createHall, createOrganizer, createUser } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** Attendance (one mark at a time, the whole list) and the attendee CSV: rights, joined users only, no lost marks. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number };
let admin: Row;
let organizer: Row;
let stranger: Row;
let member: Row;
let exhibitor: { id: number };
let hall: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  stranger = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  exhibitor = await createExhibitor(db, { editors: [organizer.id] });
  hall = await createHall(db);
});
afterAll(() => t.database.close());

const seminar = async (users: number[], over: Partial<typeof events.$inferInsert> = {}) =>
  createEvent(t.database.db, {
    eventtypeId: EVENT_TYPE.seminar,
    exhibitorId: exhibitor.id,
    hallId: hall.id,
    max_users: 30,
    users,
    ...over,
  });
const storedPresent = async (id: number) =>
  parsePresentIds((await t.database.db.select().from(events).where(eq(events.id, id)))[0]!.users_present);
const markAs = (who: Row | null, eventId: number, user: number, present: boolean) =>
  t.send('PUT', `/api/events/${eventId}/attendance`, { bearer: who, body: { user, present } });

describe('PUT /api/events/{id}/attendance', () => {
  test("the exhibitor's Organizer and an Admin mark; the answer is the new list", async () => {
    const [a, b] = [await createUser(t.database.db), await createUser(t.database.db)];
    const event = await seminar([a.id, b.id]);
    let res = await markAs(organizer, event.id, a.id, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: event.id, users_present: String(a.id), applied: true });
    res = await markAs(admin, event.id, b.id, true);
    expect(((await res.json()) as { users_present: string }).users_present).toBe(`${a.id},${b.id}`);
    res = await markAs(organizer, event.id, a.id, false);
    expect(((await res.json()) as { users_present: string }).users_present).toBe(String(b.id));
    // Marking again what is already so changes nothing.
    await markAs(organizer, event.id, b.id, true);
    expect(await storedPresent(event.id)).toEqual([b.id]);
  });

  test('a guest 401, a member and an Organizer of another exhibitor 403, a draft they cannot see 404', async () => {
    const a = await createUser(t.database.db);
    const event = await seminar([a.id]);
    expect((await markAs(null, event.id, a.id, true)).status).toBe(401);
    for (const who of [member, stranger]) {
      const res = await markAs(who, event.id, a.id, true);
      expect(res.status).toBe(403);
      expect((await refusalOf(res)).code).toBe('Attendance.forbidden');
    }
    const draft = await seminar([a.id], { published_at: null });
    expect((await markAs(stranger, draft.id, a.id, true)).status).toBe(404);
    expect((await markAs(organizer, draft.id, a.id, true)).status).toBe(200);
    expect(await storedPresent(event.id)).toEqual([]);
  });

  test('a user who did not join is refused', async () => {
    const [joined, outsider] = [await createUser(t.database.db), await createUser(t.database.db)];
    const event = await seminar([joined.id]);
    const res = await markAs(organizer, event.id, outsider.id, true);
    expect(res.status).toBe(400);
    const refusal = await refusalOf(res);
    expect(refusal.code).toBe('Attendance.notJoined');
    expect(refusal.field).toBe('user');
    expect(await storedPresent(event.id)).toEqual([]);
  });

  test('marks sent at once from two devices are all kept', async () => {
    const people = await Promise.all(Array.from({ length: 16 }, () => createUser(t.database.db)));
    const event = await seminar(people.map((p) => p.id));
    const answers = await Promise.all(
      people.map((p, i) =>
        t.send('PUT', `/api/events/${event.id}/attendance`, {
          // Two organisers at the same door, one on a phone (cookie), one on a tablet (token).
          ...(i % 2 ? { cookie: organizer } : { bearer: admin }),
          body: { user: p.id, present: true },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(people.map(() => 200));
    expect((await storedPresent(event.id)).sort((x, y) => x - y)).toEqual(people.map((p) => p.id).sort((x, y) => x - y));
    // Half of them leave the room again, at once: only those are taken off.
    await Promise.all(people.slice(0, 8).map((p, i) => markAs(i % 2 ? organizer : admin, event.id, p.id, false)));
    expect((await storedPresent(event.id)).sort((x, y) => x - y)).toEqual(
      people
        .slice(8)
        .map((p) => p.id)
        .sort((x, y) => x - y),
    );
  });
});

describe('PUT /api/events/{id} users_present', () => {
  test('replaces the whole list with joined users only', async () => {
    const [a, b, outsider] = [await createUser(t.database.db), await createUser(t.database.db), await createUser(t.database.db)];
    const event = await seminar([a.id, b.id]);
    const put = (users_present: string) =>
      t.send('PUT', `/api/events/${event.id}`, { bearer: organizer, body: { users_present } });
    let res = await put(`${b.id}, ${a.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { users_present: string }).users_present).toBe(`${b.id},${a.id}`);
    res = await put(`${a.id},${outsider.id}`);
    expect(res.status).toBe(400);
    expect(await refusalOf(res)).toMatchObject({ code: 'Attendance.notJoined', field: 'users_present' });
    expect((await put('x')).status).toBe(400);
    expect(await storedPresent(event.id)).toEqual([b.id, a.id]);
    expect((await put('')).status).toBe(200);
    expect(await storedPresent(event.id)).toEqual([]);
    expect((await t.send('PUT', `/api/events/${event.id}`, { bearer: member, body: { users_present: '' } })).status).toBe(403);
  });

  test('editors see when each attendee signed up; others see nobody (decision 055)', async () => {
    const a = await createUser(t.database.db);
    const event = await seminar([a.id]);
    const read = async (who: Row | null) =>
      ((await (await t.send('GET', `/api/events/${event.id}`, { bearer: who })).json()) as { users: Record<string, unknown>[] })
        .users;
    const [seen] = await read(organizer);
    expect(seen).toMatchObject({ id: a.id, email: a.email });
    expect(new Date(seen!.joined_at as string).getTime()).toBeGreaterThan(0);
    expect(await read(member)).toEqual([]);
    expect(await read(null)).toEqual([]);
  });
});

describe('GET /api/events/{id}/attendees.csv', () => {
  const csvOf = async (res: Response) =>
    parse(await res.text(), { bom: true, delimiter: ';', relax_column_count: true }) as string[][];

  test('UTF-8 with a BOM, semicolons, quoted, named after the seminar, read back by csv-parse', async () => {
    const db = t.database.db;
    const tricky = await createUser(db, {
      firstName: 'Jana "Janička"',
      lastName: 'Nováková, ml.',
      phone: '+420 601 234 567',
      company: 'Žluťoučký kůň, a.s.',
    });
    const plain = await createUser(db, { firstName: 'Petr', lastName: 'Šťastný', company: null, phone: null });
    const sly = await createUser(db, { firstName: 'Eva', lastName: '=HYPERLINK("http://x.test")' });
    const event = await seminar([tricky.id, plain.id, sly.id], {
      users_present: String(plain.id),
      slug: 'umela-inteligence',
      start: new Date('2026-11-23T08:30:00Z'),
      end: new Date('2026-11-23T10:00:00Z'),
    });
    const res = await t.send('GET', `/api/events/${event.id}/attendees.csv?_locale=cs`, { bearer: organizer });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="umela-inteligence-2026-11-23.csv"');
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('"Jana ""Janička"""');
    expect(text).toContain('\r\n');
    const rows = await csvOf(res);
    expect(rows[0]).toEqual(['Příjmení', 'Jméno', 'E-mail', 'Telefon', 'Firma', 'Přihlášen', 'Přítomen']);
    // A surname a spreadsheet would run as a formula is written as text, and sorts by its apostrophe-less self.
    expect(rows.slice(1).map((r) => r[0])).toEqual([`'=HYPERLINK("http://x.test")`, 'Nováková, ml.', 'Šťastný']);
    expect(rows[2]).toEqual([
      'Nováková, ml.',
      'Jana "Janička"',
      tricky.email,
      // OWASP: a cell starting with + is made inert too (issue 31, D9).
      "'+420 601 234 567",
      'Žluťoučký kůň, a.s.',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      'ne',
    ]);
    expect(rows[3]).toEqual(['Šťastný', 'Petr', plain.email, '', '', expect.any(String), 'ano']);
    // No queue, no waiting-list section.
    expect(rows).toHaveLength(4);
    const english = await csvOf(await t.send('GET', `/api/events/${event.id}/attendees.csv?_locale=en`, { bearer: admin }));
    expect(english[0]).toEqual(['Surname', 'First name', 'Email', 'Phone', 'Company', 'Signed up', 'Present']);
    expect(english[3]![6]).toBe('yes');
  });

  test('seat holders by surname in Czech order, then the waiting list in its own section with queue positions', async () => {
    const db = t.database.db;
    const make = (firstName: string, lastName: string) => createUser(db, { firstName, lastName });
    const [chalupa, cerny, adam, horak] = [
      await make('Jan', 'Chalupa'),
      await make('Ivo', 'Černý'),
      await make('Zdeněk', 'Adam'),
      await make('Petr', 'Horák'),
    ];
    const event = await seminar([chalupa.id, cerny.id, adam.id, horak.id], { max_users: 4 });
    const [zeman, bartos, nameless] = [
      await make('Ota', 'Zeman'),
      await make('Eva', 'Bartoš'),
      await createUser(db, { firstName: null, lastName: null, username: 'anonym-queue' }),
    ];
    // Queue order: Zeman 1, Bartoš 2, the nameless account 3.
    for (const u of [zeman, bartos, nameless]) await db.insert(eventWaitlist).values({ eventId: event.id, userId: u.id });
    const rows = await csvOf(await t.send('GET', `/api/events/${event.id}/attendees.csv`, { bearer: organizer }));
    // Czech collation: Č after C, Ch after H.
    expect(rows.slice(1, 5).map((r) => r[0])).toEqual(['Adam', 'Černý', 'Horák', 'Chalupa']);
    expect(rows[5]).toEqual(['']);
    expect(rows[6]).toEqual(['Čekací listina']);
    expect(rows[7]).toEqual(['Pořadí', 'Příjmení', 'Jméno', 'E-mail', 'Telefon', 'Firma', 'Zařazen']);
    expect(rows.slice(8).map((r) => [r[0], r[1]])).toEqual([
      ['3', 'anonym-queue'],
      ['2', 'Bartoš'],
      ['1', 'Zeman'],
    ]);
  });

  test('only for the event editors', async () => {
    const a = await createUser(t.database.db);
    const event = await seminar([a.id]);
    const get = (who: Row | null, qs = '') => t.send('GET', `/api/events/${event.id}/attendees.csv${qs}`, { bearer: who });
    expect((await get(null)).status).toBe(401);
    for (const who of [member, stranger]) {
      const res = await get(who);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain(a.email);
    }
    const draft = await seminar([a.id], { published_at: null });
    expect((await t.send('GET', `/api/events/${draft.id}/attendees.csv`, { bearer: stranger })).status).toBe(404);
    expect((await get(organizer, '?_locale=de')).status).toBe(400);
  });
});
