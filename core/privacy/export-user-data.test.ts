/**
 * 'Download my data' (decision 156): every table that references an account is in the file, and
 * the file holds the account's records without their secrets.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, eventAttendanceMarks, mailOutbox, programmeLinks, userStars } from '../../db/schema';
import { createEvent, createTicketOrder, createUser } from '../../tests/factories';
import { createTestDatabase } from '../../tests/db';
import { hashPassword } from '../accounts/password';
import { recordConsents } from './record-consents';
import { exportUserData } from './export-user-data';
import { USER_DATA_SECTIONS } from './user-data-sections';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2021-10-20T10:00:00Z');

describe('the export covers the schema', () => {
  test('every column that references an account is answered for by a section (a new one fails here until exported)', async () => {
    const result = (await database.db.execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as ref
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass
      order by 1`)) as unknown as { rows: { ref: string }[] };
    const references = result.rows.map((r) => r.ref.replace(/^"|"$/g, ''));
    expect(references.length).toBeGreaterThan(15);
    const covered = USER_DATA_SECTIONS.flatMap((s) => s.covers);
    expect([...covered].sort()).toEqual(references);
  });
});

describe('exportUserData', () => {
  test('holds the profile, orders, sign-ups, stars, attendance, mail, consents and audit entries, never a secret', async () => {
    const user = await createUser(database.db, {
      firstName: 'Jana',
      lastName: 'Nováková',
      passwordHash: await hashPassword('secret-password-1'),
    });
    const other = await createUser(database.db);
    const seminar = await createEvent(database.db, { users: [user.id, other.id], users_present: `${user.id}` });
    await database.db.insert(eventAttendanceMarks).values({ eventId: seminar.id, userId: user.id, markedAt: now });
    await database.db.insert(userStars).values({ userId: user.id, eventId: seminar.id });
    await database.db.insert(programmeLinks).values({ userId: user.id, kind: 'share', token: 'the-secret-token-value' });
    const order = await createTicketOrder(database.db, { userId: user.id, email: user.email });
    await createTicketOrder(database.db, { userId: other.id });
    await recordConsents(database.db, { owner: { userId: user.id }, kinds: ['terms', 'privacy'], source: 'register', at: now });
    await recordConsents(database.db, { owner: { orderId: order.id }, kinds: ['terms'], source: 'order', at: now });
    await database.db
      .insert(mailOutbox)
      .values({ to: user.email.toUpperCase(), subject: 'Hello', text: 'Body', template: 'confirm-email' });

    const file = await exportUserData(database.db, { userId: user.id, now });
    const text = JSON.stringify(file);
    expect(file).toMatchObject({ format: 'innoweek-personal-data/1', exportedAt: now.toISOString() });
    expect(file.profile).toMatchObject({ id: user.id, email: user.email, firstName: 'Jana' });
    expect(file.orders).toEqual([expect.objectContaining({ id: order.id, number: order.number, documents: [], payments: [] })]);
    expect(file.seminarSignups).toEqual([expect.objectContaining({ eventId: seminar.id })]);
    expect(file.stars).toEqual([expect.objectContaining({ eventId: seminar.id })]);
    expect(file.attendance).toEqual({
      markedPresentAt: [{ eventId: seminar.id, event: seminar.name }],
      marks: [{ eventId: seminar.id, markedAt: now.toISOString() }],
    });
    expect(file.mails).toEqual([expect.objectContaining({ subject: 'Hello', text: 'Body' })]);
    expect((file.consents as { kind: string; source: string }[]).map((c) => `${c.source}:${c.kind}`)).toEqual([
      'register:terms',
      'register:privacy',
      'order:terms',
    ]);
    expect(file.programmeLinks).toEqual([expect.objectContaining({ kind: 'share' })]);
    for (const secret of ['passwordHash', 'the-secret-token-value', 'pageToken', user.passwordHash!])
      expect(text).not.toContain(secret);
    // Nothing of the other account.
    expect(text).not.toContain(other.email);
  });

  test('the request is in the audit log, and the next export lists it', async () => {
    const user = await createUser(database.db);
    await exportUserData(database.db, { userId: user.id, now });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'data-requests'), eq(auditLog.entityId, user.id)));
    expect(entries).toEqual([expect.objectContaining({ action: 'create', label: 'export', actorId: user.id })]);
    const again = await exportUserData(database.db, { userId: user.id, now });
    expect(again.auditLog).toEqual([expect.objectContaining({ entity: 'data-requests', label: 'export' })]);
  });
});
