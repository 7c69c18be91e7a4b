import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, halls, locations, ROLE, settings, users, type AuditChange } from '../../db/schema';
import { recordAudit } from '../../core/audit/record-audit';
import {
  createAdmin,
  createEmbed,
  createEvent,
  createExhibitor,
  createFile,
  createHall,
  createLocation,
  createOrganizer,
  createPatron,
  createSpeaker,
  createUser,
  setPatronsOrder,
} from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/**
 * The audit log: every admin write leaves exactly one entry, in the write's transaction, with
 * who, what and the changed fields; refusals and failures leave none; Admins alone read it.
 */
let t: WriteTestContext;
type Row = typeof users.$inferSelect;
let admin: Row;
let organizer: Row;
let member: Row;
let exhibitor: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
  exhibitor = await createExhibitor(db, { editors: [organizer.id] });
});
afterAll(() => t.database.close());

const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
type Entry = typeof auditLog.$inferSelect;
/** Every entry of one record, oldest first. */
const entriesOf = (entity: string, entityId: number): Promise<Entry[]> =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
const total = () => t.database.db.$count(auditLog);
const change = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field);
const fields = (entry: Entry) => entry.changes.map((c) => c.field).sort();

/** The one entry a write left for a record, checked for who and what. */
async function onlyEntry(entity: string, entityId: number, expected: { action: string; actor: Row; label: string }) {
  const entries = await entriesOf(entity, entityId);
  expect(entries, `${entity} ${entityId}`).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    action: expected.action,
    actorId: expected.actor.id,
    actorName: expected.actor.username,
    label: expected.label,
  });
  expect(Date.now() - entries[0]!.at.getTime()).toBeLessThan(60_000);
  return entries[0]!;
}

describe('reference data writes are recorded', () => {
  test('a location: create, update with before and after, delete', async () => {
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/locations', { bearer: admin, body: { name: 'Výstaviště', name_en: 'Fairground' } }),
      201,
    );
    const create = await onlyEntry('locations', created.id, { action: 'create', actor: admin, label: 'Výstaviště' });
    expect(create.changes).toEqual([
      { field: 'name', after: 'Výstaviště' },
      { field: 'name_en', after: 'Fairground' },
    ]);
    await json(
      await t.send('PUT', `/api/locations/${created.id}`, { bearer: admin, body: { name: 'Holešovice', name_en: 'Fairground' } }),
    );
    const [, update] = await entriesOf('locations', created.id);
    expect(update).toMatchObject({ action: 'update', actorId: admin.id, label: 'Holešovice' });
    // Only what changed: name_en was sent unchanged.
    expect(update!.changes).toEqual([{ field: 'name', before: 'Výstaviště', after: 'Holešovice' }]);
    await json(await t.send('DELETE', `/api/locations/${created.id}`, { bearer: admin }));
    const entries = await entriesOf('locations', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[2]).toMatchObject({ label: 'Holešovice', actorId: admin.id });
    expect(change(entries[2]!, 'name')).toEqual({ field: 'name', before: 'Holešovice' });
  });

  test('a hall: stream ids before and after, rich text only as changed', async () => {
    const hall = await createHall(t.database.db, { broadcast: 'vimeo:1', description: '<p>Starý popis</p>' });
    await json(
      await t.send('PUT', `/api/halls/${hall.id}`, {
        bearer: admin,
        body: { broadcast: 'youtube:abc', description: '<p>Nový popis sálu</p>', description_en: '' },
      }),
    );
    const entry = await onlyEntry('halls', hall.id, { action: 'update', actor: admin, label: hall.name });
    expect(entry.changes).toEqual([
      { field: 'description', redacted: 'long' },
      { field: 'broadcast', before: 'vimeo:1', after: 'youtube:abc' },
    ]);
    expect(JSON.stringify(entry.changes)).not.toContain('popis');
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/halls', { bearer: admin, body: { name: 'Sál 9' } }),
      201,
    );
    expect((await onlyEntry('halls', created.id, { action: 'create', actor: admin, label: 'Sál 9' })).changes).toEqual([
      { field: 'name', after: 'Sál 9' },
      // A new hall is on time.
      { field: 'delayMinutes', after: 0 },
    ]);
    await json(await t.send('DELETE', `/api/halls/${created.id}`, { bearer: admin }));
    expect((await entriesOf('halls', created.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  test('an event type: create and rename', async () => {
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/event-types', { bearer: admin, body: { name: 'Exkurze' } }),
      201,
    );
    await onlyEntry('event-types', created.id, { action: 'create', actor: admin, label: 'Exkurze' });
    await json(await t.send('PUT', `/api/event-types/${created.id}`, { bearer: admin, body: { name_en: 'Excursion' } }));
    const [, update] = await entriesOf('event-types', created.id);
    expect(update!.changes).toEqual([{ field: 'name_en', before: null, after: 'Excursion' }]);
  });
});

describe('refused and failed writes leave no entry', () => {
  test('403, 400, 404 and 409 answers record nothing', async () => {
    const db = t.database.db;
    const used = await createLocation(db);
    await createEvent(db, { locationId: used.id });
    const before = await total();
    const refusals = [
      await t.send('POST', '/api/locations', { bearer: organizer, body: { name: 'Cizí' } }),
      await t.send('POST', '/api/locations', { bearer: member, body: { name: 'Cizí' } }),
      await t.send('POST', '/api/locations', { body: { name: 'Cizí' } }),
      await t.send('POST', '/api/halls', { bearer: admin, body: { name: 'X', broadcast: 'javascript:alert(1)' } }),
      await t.send('PUT', `/api/locations/${used.id}`, { bearer: admin, body: { name: '' } }),
      await t.send('PUT', '/api/locations/987654', { bearer: admin, body: { name: 'Nikde' } }),
      await t.send('DELETE', `/api/locations/${used.id}`, { bearer: admin }),
      await t.send('DELETE', '/api/event-types/1', { bearer: admin }),
      await t.send('PUT', `/api/users/${admin.id}`, { bearer: member, body: { roleId: ROLE.confirmed } }),
      await t.send('DELETE', `/api/users/${admin.id}`, { bearer: admin }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 401, 400, 400, 404, 409, 409, 403, 403]);
    expect(await total()).toBe(before);
    expect(await entriesOf('locations', used.id)).toEqual([]);
  });

  test('a write that fails when it commits leaves neither the record nor its entry', async () => {
    const db = t.database.db;
    // A deferred check that fails at commit, after the write and its entry were inserted.
    await db.execute(sql`
      create function audit_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.name = 'Odmítnuto při potvrzení' then raise exception 'refused at commit'; end if;
        return null;
      end $$`);
    await db.execute(sql`
      create constraint trigger audit_test_refuse after insert or update on locations
      deferrable initially deferred for each row execute function audit_test_refuse()`);
    try {
      const before = await total();
      const location = await createLocation(db);
      const res = await t.send('PUT', `/api/locations/${location.id}`, {
        bearer: admin,
        body: { name: 'Odmítnuto při potvrzení' },
      });
      expect(res.status).toBe(500);
      const res2 = await t.send('POST', '/api/locations', { bearer: admin, body: { name: 'Odmítnuto při potvrzení' } });
      expect(res2.status).toBe(500);
      expect(await total()).toBe(before);
      expect((await db.select().from(locations).where(eq(locations.id, location.id)))[0]!.name).toBe(location.name);
      expect(await db.$count(locations, eq(locations.name, 'Odmítnuto při potvrzení'))).toBe(0);
    } finally {
      await db.execute(sql`drop trigger audit_test_refuse on locations`);
      await db.execute(sql`drop function audit_test_refuse()`);
    }
  });

  test('a write whose entry cannot be recorded is rolled back too', async () => {
    const db = t.database.db;
    await db.execute(sql`
      create function audit_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await db.execute(
      sql`create trigger audit_test_fail before insert on audit_log for each row execute function audit_test_fail()`,
    );
    try {
      const hall = await createHall(db);
      expect((await t.send('PUT', `/api/halls/${hall.id}`, { bearer: admin, body: { name: 'Nezaznamenáno' } })).status).toBe(500);
      expect((await db.select().from(halls).where(eq(halls.id, hall.id)))[0]!.name).toBe(hall.name);
    } finally {
      await db.execute(sql`drop trigger audit_test_fail on audit_log`);
      await db.execute(sql`drop function audit_test_fail()`);
    }
  });

  test('recordAudit inside a transaction that rolls back leaves nothing', async () => {
    const db = t.database.db;
    const before = await total();
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: admin,
          action: 'update',
          entity: 'halls',
          entityId: 1,
          label: 'x',
          before: {},
          after: {},
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await total()).toBe(before);
  });
});

describe('events, embeds, files and accounts are recorded', () => {
  test('events: an Organizer creates, changes and deletes their event', async () => {
    const location = await createLocation(t.database.db);
    const created = await json<{ data: { id: number } }>(
      await t.send('POST', '/api/events', {
        bearer: organizer,
        body: {
          name: 'Den otevřených dveří',
          eventtype: 2,
          start: '2021-10-12T09:00:00.000Z',
          end: '2021-10-12T10:00:00.000Z',
          location: location.id,
          exhibitor: exhibitor.id,
          description: '<p>Dlouhý popis akce</p>',
        },
      }),
      201,
    );
    const id = created.data.id;
    const create = await onlyEntry('events', id, { action: 'create', actor: organizer, label: 'Den otevřených dveří' });
    expect(change(create, 'start')).toEqual({ field: 'start', after: '2021-10-12T09:00:00.000Z' });
    expect(change(create, 'description')).toEqual({ field: 'description', redacted: 'long' });
    expect(change(create, 'locationId')).toEqual({ field: 'locationId', after: location.id });
    const embed = await createEmbed(t.database.db);
    await json(await t.send('PUT', `/api/events/${id}`, { bearer: admin, body: { max_users: 30, embeds: [embed.id] } }));
    const [, update] = await entriesOf('events', id);
    expect(update).toMatchObject({ action: 'update', actorId: admin.id, label: 'Den otevřených dveří' });
    expect(update!.changes).toEqual([
      { field: 'max_users', before: null, after: 30 },
      { field: 'embeds', before: [], after: [embed.id] },
    ]);
    await json(await t.send('DELETE', `/api/events/${id}`, { bearer: organizer }));
    expect((await entriesOf('events', id)).map((e) => [e.action, e.actorId])).toEqual([
      ['create', organizer.id],
      ['update', admin.id],
      ['delete', organizer.id],
    ]);
  });

  test('embeds: create, update with its events, delete', async () => {
    const event = await createEvent(t.database.db, { exhibitorId: exhibitor.id });
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/embeds', {
        bearer: organizer,
        body: { name: 'Stream', url: 'dQw4w9WgXcQ', type: 4, events: [event.id] },
      }),
      201,
    );
    const create = await onlyEntry('embeds', created.id, { action: 'create', actor: organizer, label: 'Stream' });
    expect(change(create, 'events')).toEqual({ field: 'events', after: [event.id] });
    expect(change(create, 'url')).toEqual({ field: 'url', after: 'dQw4w9WgXcQ' });
    await json(
      await t.send('PUT', `/api/embeds/${created.id}`, { bearer: organizer, body: { name: 'Záznam', url: 'dQw4w9WgXcQ' } }),
    );
    expect((await entriesOf('embeds', created.id))[1]!.changes).toEqual([{ field: 'name', before: 'Stream', after: 'Záznam' }]);
    await json(await t.send('DELETE', `/api/embeds/${created.id}`, { bearer: organizer }));
    const entries = await entriesOf('embeds', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[2]!.label).toBe('Záznam');
  });

  test('files: upload, rename, delete', async () => {
    const data = new FormData();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    data.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const [file] = await json<{ id: number; name: string }[]>(
      await t.send('POST', '/api/upload', { bearer: organizer, form: data }),
    );
    const create = await onlyEntry('files', file!.id, { action: 'create', actor: organizer, label: file!.name });
    expect(change(create, 'mime')).toEqual({ field: 'mime', after: 'image/png' });
    const info = new FormData();
    info.append('fileInfo', JSON.stringify({ name: 'Logo firmy.png' }));
    await json(await t.send('POST', `/api/upload?id=${file!.id}`, { bearer: organizer, form: info }));
    const [, rename] = await entriesOf('files', file!.id);
    expect(rename).toMatchObject({ action: 'update', label: 'Logo firmy.png' });
    expect(rename!.changes).toEqual([{ field: 'name', before: file!.name, after: 'Logo firmy.png' }]);
    await json(await t.send('DELETE', `/api/upload/files/${file!.id}`, { bearer: organizer }));
    expect((await entriesOf('files', file!.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  test("an Admin's account changes: role, blocked, confirmed, edit rights; the password only as changed", async () => {
    const password = 'Tajné-heslo-123';
    const user = await createUser(t.database.db, { roleId: ROLE.registred, confirmed: false });
    await json(
      await t.send('PUT', `/api/users/${user.id}`, {
        bearer: admin,
        body: {
          roleId: ROLE.organizer,
          confirmed: true,
          blocked: true,
          can_edit_exhibitors: [exhibitor.id],
          newPassword: password,
        },
      }),
    );
    const entry = await onlyEntry('users', user.id, { action: 'update', actor: admin, label: user.username });
    expect(entry.changes).toEqual(
      expect.arrayContaining<AuditChange>([
        { field: 'roleId', before: ROLE.registred, after: ROLE.organizer },
        { field: 'confirmed', before: false, after: true },
        { field: 'blocked', before: false, after: true },
        { field: 'passwordHash', redacted: 'secret' },
        { field: 'can_edit_exhibitors', before: [], after: [exhibitor.id] },
      ]),
    );
    expect(fields(entry)).not.toContain('tokenVersion');
    const hash = (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.passwordHash!;
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(hash);
    // Through the API too.
    const page = await (await t.send('GET', '/api/audit-log?_limit=-1', { bearer: admin })).text();
    expect(page).not.toContain(password);
    expect(page).not.toContain(hash);
  });

  test("members' own profile edits are not admin work and are not recorded; deleting an account is, naming nobody (decision 155)", async () => {
    const before = await total();
    await json(await t.send('PUT', `/api/users/${member.id}`, { bearer: member, body: { firstName: 'Jana' } }));
    expect(await total()).toBe(before);
    const victim = await createUser(t.database.db);
    await json(await t.send('DELETE', `/api/users/${victim.id}`, { bearer: admin }));
    const entry = await onlyEntry('users', victim.id, { action: 'delete', actor: admin, label: `#${victim.id}` });
    expect(JSON.stringify(entry)).not.toContain(victim.email);
  });

  test("a deleted actor's entries keep their name", async () => {
    const gone = await createAdmin(t.database.db);
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/locations', { bearer: gone, body: { name: 'Po odchodu' } }),
      201,
    );
    await json(await t.send('DELETE', `/api/users/${gone.id}`, { bearer: admin }));
    const [entry] = await entriesOf('locations', created.id);
    expect(entry).toMatchObject({ actorId: null, actorName: gone.username });
  });
});

describe('exhibitors, patrons, speakers and the setting are recorded', () => {
  test('an exhibitor: create with its editors, update replacing them, delete', async () => {
    const db = t.database.db;
    const logo = await createFile(db);
    const [first, second] = [await createUser(db), await createUser(db)];
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/exhibitors', {
        bearer: admin,
        body: { name: 'Inovace a.s.', logo: logo.id, users_can_edit: [second.id, first.id], description: '<p>Popis firmy</p>' },
      }),
      201,
    );
    const create = await onlyEntry('exhibitors', created.id, { action: 'create', actor: admin, label: 'Inovace a.s.' });
    expect(change(create, 'users_can_edit')).toEqual({
      field: 'users_can_edit',
      after: [first.id, second.id].sort((a, b) => a - b),
    });
    expect(change(create, 'logoId')).toEqual({ field: 'logoId', after: logo.id });
    expect(change(create, 'slug')).toEqual({ field: 'slug', after: 'inovace-a-s' });
    expect(change(create, 'description')).toEqual({ field: 'description', redacted: 'long' });

    await json(
      await t.send('PUT', `/api/exhibitors/${created.id}`, {
        bearer: admin,
        body: { name: 'Inovace s.r.o.', person: 'Jana Nová', users_can_edit: [second.id] },
      }),
    );
    const [, update] = await entriesOf('exhibitors', created.id);
    expect(update).toMatchObject({ action: 'update', actorId: admin.id, label: 'Inovace s.r.o.' });
    expect(update!.changes).toEqual([
      { field: 'name', before: 'Inovace a.s.', after: 'Inovace s.r.o.' },
      { field: 'slug', before: 'inovace-a-s', after: 'inovace-s-r-o' },
      { field: 'person', before: null, after: 'Jana Nová' },
      { field: 'users_can_edit', before: [first.id, second.id].sort((a, b) => a - b), after: [second.id] },
    ]);

    await json(await t.send('DELETE', `/api/exhibitors/${created.id}`, { bearer: admin }));
    const entries = await entriesOf('exhibitors', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[2]).toMatchObject({ actorId: admin.id, label: 'Inovace s.r.o.' });
    expect(change(entries[2]!, 'users_can_edit')).toEqual({ field: 'users_can_edit', before: [second.id] });
    expect(change(entries[2]!, 'person')).toEqual({ field: 'person', before: 'Jana Nová' });
  });

  test('a patron: create, update, delete', async () => {
    const image = await createFile(t.database.db);
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/patrons', { bearer: admin, body: { name: 'Prof. Novák', job: 'rektor', image: image.id } }),
      201,
    );
    const create = await onlyEntry('patrons', created.id, { action: 'create', actor: admin, label: 'Prof. Novák' });
    expect(fields(create)).toEqual(['imageId', 'job', 'name']);
    await json(await t.send('PUT', `/api/patrons/${created.id}`, { bearer: admin, body: { job: 'děkan', name: 'Prof. Novák' } }));
    const [, update] = await entriesOf('patrons', created.id);
    expect(update).toMatchObject({ action: 'update', actorId: admin.id, label: 'Prof. Novák' });
    expect(update!.changes).toEqual([{ field: 'job', before: 'rektor', after: 'děkan' }]);
    await json(await t.send('DELETE', `/api/patrons/${created.id}`, { bearer: admin }));
    const entries = await entriesOf('patrons', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(change(entries[2]!, 'job')).toEqual({ field: 'job', before: 'děkan' });
  });

  test("speakers: an Organizer's creation lists them as editor; self-edit and an Admin's editors change; delete", async () => {
    const db = t.database.db;
    const created = await json<{ id: number }>(
      await t.send('POST', '/api/speakers', { bearer: organizer, body: { name: 'Ing. Dvořák', job: 'CTO' } }),
      201,
    );
    const create = await onlyEntry('speakers', created.id, { action: 'create', actor: organizer, label: 'Ing. Dvořák' });
    expect(change(create, 'users_can_edit')).toEqual({ field: 'users_can_edit', after: [organizer.id] });
    expect(change(create, 'job')).toEqual({ field: 'job', after: 'CTO' });

    // A confirmed member listed on a speaker changes its profile: recorded with them as the actor.
    const own = await createSpeaker(db, { editors: [member.id], job: 'CEO' });
    await json(await t.send('PUT', `/api/speakers/${own.id}`, { bearer: member, body: { job: 'CFO' } }));
    const self = await onlyEntry('speakers', own.id, { action: 'update', actor: member, label: own.name });
    expect(self.changes).toEqual([{ field: 'job', before: 'CEO', after: 'CFO' }]);

    await json(
      await t.send('PUT', `/api/speakers/${created.id}`, { bearer: admin, body: { users_can_edit: [organizer.id, member.id] } }),
    );
    const [, update] = await entriesOf('speakers', created.id);
    expect(update).toMatchObject({ action: 'update', actorId: admin.id });
    expect(update!.changes).toEqual([
      { field: 'users_can_edit', before: [organizer.id], after: [organizer.id, member.id].sort((a, b) => a - b) },
    ]);

    const event = await createEvent(db, { exhibitorId: exhibitor.id, speakers: [created.id] });
    await json(await t.send('DELETE', `/api/speakers/${created.id}`, { bearer: organizer }));
    const entries = await entriesOf('speakers', created.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['create', organizer.id],
      ['update', admin.id],
      ['delete', organizer.id],
    ]);
    expect(change(entries[2]!, 'events')).toEqual({ field: 'events', before: [event.id] });
    expect(change(entries[2]!, 'name')).toEqual({ field: 'name', before: 'Ing. Dvořák' });
  });

  test("the setting's patrons order: entity 'setting', id 0, the order before and after", async () => {
    const db = t.database.db;
    const [a, b] = [await createPatron(db), await createPatron(db)];
    await setPatronsOrder(db, String(a.id));
    const before = await entriesOf('setting', 0);
    await json(await t.send('PUT', '/api/setting', { bearer: admin, body: { patrons_order: [b.id, a.id] } }));
    const after = await entriesOf('setting', 0);
    expect(after).toHaveLength(before.length + 1);
    const [name] = await db.select({ name: settings.name }).from(settings);
    expect(after.at(-1)).toMatchObject({ action: 'update', actorId: admin.id, actorName: admin.username, label: name!.name });
    expect(after.at(-1)!.changes).toEqual([{ field: 'patrons_order', before: String(a.id), after: `${b.id},${a.id}` }]);
  });

  test('refused content writes record nothing', async () => {
    const db = t.database.db;
    const image = await createFile(db);
    const document = await createFile(db, { mime: 'application/pdf' });
    const used = await createExhibitor(db);
    await createEvent(db, { exhibitorId: used.id });
    const patron = await createPatron(db, { imageId: image.id });
    const theirs = await createSpeaker(db);
    const before = await total();
    const refusals = [
      await t.send('POST', '/api/exhibitors', { bearer: organizer, body: { name: 'Cizí', logo: image.id } }),
      await t.send('POST', '/api/exhibitors', { bearer: admin, body: { name: 'Bez loga' } }),
      await t.send('PUT', `/api/exhibitors/${used.id}`, { bearer: admin, body: { logo: document.id } }),
      await t.send('DELETE', `/api/exhibitors/${used.id}`, { bearer: admin }),
      await t.send('PUT', `/api/patrons/${patron.id}`, { bearer: member, body: { job: 'x' } }),
      await t.send('DELETE', '/api/patrons/987654', { bearer: admin }),
      await t.send('PUT', `/api/speakers/${theirs.id}`, { bearer: organizer, body: { job: 'x' } }),
      await t.send('POST', '/api/speakers', { bearer: member, body: { name: 'x' } }),
      await t.send('PUT', '/api/setting', { bearer: organizer, body: { patrons_order: '' } }),
      await t.send('PUT', '/api/setting', { bearer: admin, body: { patrons_order: [patron.id, patron.id] } }),
      await t.send('PUT', '/api/setting', { bearer: admin, body: { patrons_order: [987654] } }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 400, 400, 409, 403, 404, 403, 403, 403, 400, 400]);
    expect(await total()).toBe(before);
  });
});

describe('GET /api/audit-log', () => {
  type Page = {
    data: { id: number; at: string; actor: { id: number } | null; entity: string; entity_id: number; action: string }[];
    total: number;
  };

  test('Admins only: guests 401, everyone else 403', async () => {
    expect((await refusalOf(await t.send('GET', '/api/audit-log'))).statusCode).toBe(401);
    for (const who of [member, organizer])
      expect(await refusalOf(await t.send('GET', '/api/audit-log', { bearer: who }))).toMatchObject({
        statusCode: 403,
        code: 'AuditLog.forbidden',
      });
    expect((await t.send('GET', '/api/audit-log', { bearer: admin })).status).toBe(200);
  });

  test('newest first with the total; filters by entity, entity_id and actor; pages', async () => {
    const location = await createLocation(t.database.db);
    for (const name of ['A', 'B', 'C'])
      await json(await t.send('PUT', `/api/locations/${location.id}`, { bearer: admin, body: { name } }));
    const page = await json<Page>(
      await t.send('GET', `/api/audit-log?entity=locations&entity_id=${location.id}`, { bearer: admin }),
    );
    expect(page.total).toBe(3);
    expect(page.data.map((e) => e.action)).toEqual(['update', 'update', 'update']);
    const ids = page.data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.data[0]).toMatchObject({
      entity: 'locations',
      entity_id: location.id,
      actor: { id: admin.id },
      actor_name: admin.username,
      label: 'C',
    });
    const second = await json<Page>(
      await t.send('GET', `/api/audit-log?entity=locations&entity_id=${location.id}&_sort=at:ASC&_limit=1&_start=1`, {
        bearer: admin,
      }),
    );
    expect(second).toMatchObject({ total: 3, data: [{ id: ids[1] }] });
    const byActor = await json<Page>(await t.send('GET', `/api/audit-log?actor=${organizer.id}&_limit=-1`, { bearer: admin }));
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.data.every((e) => e.actor?.id === organizer.id)).toBe(true);
    expect((await refusalOf(await t.send('GET', '/api/audit-log?password=x', { bearer: admin }))).code).toBe(
      'Query.field.unknown',
    );
    expect((await refusalOf(await t.send('GET', '/api/audit-log?_sort=changes:asc', { bearer: admin }))).statusCode).toBe(400);
  });
});
